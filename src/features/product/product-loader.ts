import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ProductDetail, ProductDetailData } from '../../../schemas/api/product';
import { empty, load, type Loaded } from '../../api/load';
import { fetchProductDetail } from '../../api/product';
import { apiClient } from '../../config/client';

/** A product page's data: the detail answer with its productDetail present. */
export type ProductData = ProductDetailData & { productDetail: ProductDetail };

/**
 * The product route's loader, run again on every slug change: the product call needs success and errorCode 0;
 * a successful answer without productDetail is empty (the page toasts and goes home).
 */
export function productLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<ProductData>> {
  const slug = params.slug ?? '';
  return load(`product ${slug}`, async () => {
    const { data } = await fetchProductDetail(apiClient, slug, request.signal);
    return data?.productDetail ? { ...data, productDetail: data.productDetail } : empty('a successful answer without productDetail');
  });
}
