import { blockSchema, choice, link, list, productCard, requiredText, styleConfig, text } from './block-parts';

// Assumed fields: a titled grid (`title`, `subTitle`) of product cards in `list`, `columns` on desktop
// (2, 3 or 4; default 4) and a "more" link with its label `moreName`.

/** products: a titled product grid with a "more" link. */
export const productsSchema = blockSchema(
  {
    title: requiredText,
    subTitle: text,
    columns: choice([2, 3, 4], 4, 'must be 2, 3 or 4'),
    list: list(productCard),
    moreName: text,
    moreLink: link,
    styleConfig,
  },
  'products: a titled product grid with a "more" link',
);
