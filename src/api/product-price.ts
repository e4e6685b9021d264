import type { ProductDetail } from '../../schemas/api/product';

// Apart from the call: the product page shows it while it renders, without the schemas.
/** The guide price: the first sku's sale price, 0 when there is none. */
export const guidePrice = (product: Pick<ProductDetail, 'skuList'>): number => product.skuList[0]?.skuShelfInfoVo?.salePrice ?? 0;
