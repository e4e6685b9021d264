import { productLoader } from '../features/product/product-loader';

export const loader = productLoader;
