import { describe, expect, it } from 'vitest';
import { productDetailSchema } from '../../../../schemas/api/product';
import { guidePrice } from '../../../../src/api/product-price';
import { attributeGroup, CAROUSEL_MAX, GALLERY_MAX, productImages, seriesName, variantLabel } from '../../../../src/features/product/product-fields';

const product = (fields: Record<string, unknown>) => productDetailSchema.parse({ productId: 1, productName: '产品', ...fields });
const media = (n: number, mediaType: unknown = null) => Array.from({ length: n }, (_, i) => ({ url: `/i/${i}.jpg`, mediaType }));

describe('product fields', () => {
  it('images: only media without a mediaType, at most 6 for the carousel and 10 for the gallery', () => {
    const p = product({ mediaList: [{ url: '/v.jpg', mediaType: 'video' }, ...media(12), { url: '/c.jpg', mediaType: 2 }] });
    expect(productImages(p, CAROUSEL_MAX)).toEqual(media(6).map((m) => m.url));
    expect(productImages(p, GALLERY_MAX)).toHaveLength(10);
    expect(productImages(p, GALLERY_MAX)).not.toContain('/v.jpg');
  });

  it('images: the main image alone when no media item qualifies', () => {
    expect(productImages(product({ mediaMajor: { url: '/m.jpg' }, mediaList: media(2, 'video') }), 6)).toEqual(['/m.jpg']);
    expect(productImages(product({}), 6)).toEqual([]);
  });

  it('series: the English name first, else the series name', () => {
    expect(seriesName(product({ brandSeriesName: 'SIM 系列', i18nBrandSeriesName: { en: 'SIM Series' } }))).toBe('SIM Series');
    expect(seriesName(product({ brandSeriesName: 'SIM 系列', i18nBrandSeriesName: { en: ' ' } }))).toBe('SIM 系列');
    expect(seriesName(product({ brandSeriesName: 'SIM 系列' }))).toBe('SIM 系列');
  });

  it('guide price: the first sku sale price, 0 without skus or price', () => {
    expect(guidePrice(product({ skuList: [{ skuShelfInfoVo: { salePrice: '1280000.5' } }, { skuShelfInfoVo: { salePrice: 1 } }] }))).toBe(1280000.5);
    expect(guidePrice(product({ skuList: [] }))).toBe(0);
    expect(guidePrice(product({ skuList: [{ skuShelfInfoVo: null }] }))).toBe(0);
  });

  it('attribute groups by their code, whether it came as a number or a string; the variant label from the first sku attribute', () => {
    const p = product({
      spuAttrList: [
        { attrName: 'a', value: '1', attrGroupDictCode: 1 },
        { attrName: 'b', value: '2', attrGroupDictCode: '2' },
        { attrName: 'c', value: null, attrGroupDictCode: '1' },
        { attrName: 'd', value: '4', attrGroupDictCode: 3 },
      ],
      skuAttrAndOptionList: [{ attrName: '颜色' }, { attrName: '尺寸' }],
    });
    expect(attributeGroup(p, 1)).toEqual([{ name: 'a', value: '1' }, { name: 'c', value: '' }]);
    expect(attributeGroup(p, 2)).toEqual([{ name: 'b', value: '2' }]);
    expect(attributeGroup(p, 3)).toEqual([{ name: 'd', value: '4' }]);
    expect(variantLabel(p)).toBe('颜色');
    expect(variantLabel(product({}))).toBe('');
  });
});
