import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** Product detail by product id. The caller decides what an unsuccessful answer means. */
export function fetchProductDetail(client: ApiClient, productId: string, signal?: AbortSignal) {
  return callEndpoint(client, 'productDetail', { searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, productId }, signal });
}
