import type { Loaded } from '../api/load';
import { productLoader, type ProductData } from '../features/product/product-loader';
import { productStructuredData } from '../features/product/product-structured-data';
import type { StructuredData } from './route-handle';

export const names = 'product';
export const loader = productLoader;

/** The product's schema.org Product for crawlers: in the data module, which only the server runs on a first visit. */
export const structuredData: StructuredData<Loaded<ProductData>> = (loaded, { url, siteBase }) =>
  loaded.status === 'ok' ? productStructuredData(loaded.data.productDetail, url, siteBase) : undefined;
