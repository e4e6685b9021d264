import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productDetailSchema, type ProductDetail } from '../../../../schemas/api/product';
import { productStructuredData } from '../../../../src/features/product/product-structured-data';
import { scriptJson } from '../../../../src/lib/script-json';

const SITE = 'https://www.example.cn';

function product(overrides: Record<string, unknown> = {}): ProductDetail {
  return productDetailSchema.parse({
    productId: 1001,
    productName: 'SIM3 MAX 一号木',
    descText: '全新碳纤维复合杆头',
    mediaList: [{ url: '/fixture-images/a.jpg' }, { url: 'https://cdn.example.cn/b.jpg' }],
    skuList: [{ skuShelfInfoVo: { salePrice: '5680' } }],
    ...overrides,
  });
}

/** The JSON-LD as a crawler reads it out of the page: the text between the script tags. */
function readBack(data: unknown): unknown {
  const html = `<script type="application/ld+json">${scriptJson(data)}</script>`;
  const text = /^<script type="application\/ld\+json">([\s\S]*?)<\/script>$/.exec(html)?.[1];
  return JSON.parse(text ?? 'null');
}

describe('productStructuredData', () => {
  it('names the product, its images on the site base, the brand and the guide price in CNY', () => {
    const data = productStructuredData(product(), `${SITE}/pdp/1001`, SITE);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'SIM3 MAX 一号木',
      sku: '1001',
      url: `${SITE}/pdp/1001`,
      image: [`${SITE}/fixture-images/a.jpg`, 'https://cdn.example.cn/b.jpg'],
      brand: { '@type': 'Brand', name: 'MERIDIAN' },
      description: '全新碳纤维复合杆头',
      offers: { '@type': 'Offer', url: `${SITE}/pdp/1001`, price: '5680.00', priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
    });
  });

  it('makes no offer for a product without a price, and leaves an empty description out', () => {
    const data = productStructuredData(product({ skuList: [], descText: '  ' }), `${SITE}/pdp/1001`, SITE);
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('description');
  });

  it('survives any name and description inside its script element, read back exactly (property)', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('</script><script>alert(1)</script>', '<!--', ']]>', '\u2028', '"\\'), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(text, text, fc.double({ min: 0.01, max: 1e7, noNaN: true }), (name, description, price) => {
        const data = productStructuredData(product({ productName: name, descText: description, skuList: [{ skuShelfInfoVo: { salePrice: price } }] }), `${SITE}/pdp/1`, SITE);
        expect(scriptJson(data)).not.toMatch(/<\/script/i);
        const back = readBack(data) as { name: string; offers: { price: string } };
        expect(back.name).toBe(name);
        expect(back.offers.price).toBe(price.toFixed(2));
      }),
      { numRuns: 1000 },
    );
  });
});
