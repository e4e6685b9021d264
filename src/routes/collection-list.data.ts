import { categoryListingLoader } from '../features/shared/listing/listing-loader';

export const loader = categoryListingLoader;
