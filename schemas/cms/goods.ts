import { blockSchema, list, productCard, styleConfig, text } from './block-parts';

// Assumed fields: the editor picks products by spu id; the CMS stores a card per pick in `list` (spuId,
// image, name, series, price, link) and an optional section `title`.

/** goods: product cards picked by spu id. */
export const goodsSchema = blockSchema(
  {
    title: text,
    list: list(productCard),
    styleConfig,
  },
  'goods: product cards picked by spu id',
);
