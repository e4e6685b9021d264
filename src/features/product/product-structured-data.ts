import type { ProductDetail } from '../../../schemas/api/product';
import { BRAND_NAME } from '../../config/constants';
import { absoluteUrl } from './canonical-url';
import { guidePrice } from '../../api/product-price';
import { GALLERY_MAX, productImages } from './product-fields';

/** schema.org Product of a product page, as JSON-LD (https://schema.org/Product). */
export interface ProductStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image: string[];
  brand: { '@type': 'Brand'; name: string };
  description?: string;
  offers?: { '@type': 'Offer'; url: string; price: string; priceCurrency: 'CNY'; availability: 'https://schema.org/InStock' };
}

/**
 * The Product a crawler reads on /pdp/{id}: name, images on the public site base, the brand, and the guide
 * price in CNY. A product without a price gets no offer (a zero price would be read as free).
 */
export function productStructuredData(product: ProductDetail, pageUrl: string, siteBase: string): ProductStructuredData {
  const price = guidePrice(product);
  const description = product.descText.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    sku: product.productId,
    url: pageUrl,
    image: productImages(product, GALLERY_MAX).map((src) => absoluteUrl(siteBase, src)),
    brand: { '@type': 'Brand', name: BRAND_NAME },
    ...(description ? { description } : {}),
    ...(Number.isFinite(price) && price > 0
      ? { offers: { '@type': 'Offer', url: pageUrl, price: price.toFixed(2), priceCurrency: 'CNY', availability: 'https://schema.org/InStock' } }
      : {}),
  };
}
