import { productDetailResponseSchema } from '../../schemas/api/product';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** Product detail by product id (token). The caller decides what an unsuccessful answer means. */
export async function fetchProductDetail(client: ApiClient, productId: string, signal?: AbortSignal) {
  const body = await client.get(endpoints.productDetail, {
    token: true,
    searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, productId },
    ...(signal ? { signal } : {}),
  });
  return requireOk(parseResponse(productDetailResponseSchema, body, endpoints.productDetail), endpoints.productDetail, 'success-and-code');
}
