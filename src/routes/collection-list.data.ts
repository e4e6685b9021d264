import { categoryListingLoader } from '../features/shared/listing/listing-loader';

export const lists = 'products';
export const loader = categoryListingLoader;
