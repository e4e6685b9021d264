import { blockSchema, link, mediaUrl, numberOr, optionalList, price, record, requiredText, styleConfig, text } from './block-parts';

// Assumed fields: one product model showcase: `image`, `name`, `series`, `description`, a `specs` list of
// label/value pairs, optional price, a link with its label `linkName`, and `picLocation` (3 = image on the
// right, as the tile's).

/** One spec line of a product model. */
export const specLine = record({
  label: requiredText,
  value: requiredText,
});

/** brandGoodsModel: a product model showcase. */
export const brandGoodsModelSchema = blockSchema(
  {
    image: mediaUrl,
    name: requiredText,
    series: text,
    description: text,
    specs: optionalList(specLine),
    price,
    linkName: text,
    link,
    picLocation: numberOr(1),
    styleConfig,
  },
  'brandGoodsModel: a product model showcase',
);
