import type * as z from 'zod/mini';
import { brandGoodsModelSchema } from './brand-goods-model';
import { brandSpecialProductsSchema } from './brand-special-products';
import { brandStoryTitleSchema } from './brand-story-title';
import { categorySchema } from './category';
import { category02Schema } from './category-02';
import { commonSchema } from './common';
import { faqSchema } from './faq';
import { fixedSize02Schema } from './fixed-size-02';
import { fixedSize03Schema } from './fixed-size-03';
import { goodsSchema } from './goods';
import { heroSchema } from './hero';
import { highlightSchema } from './highlight';
import { imageListSchema } from './image-list';
import { productsSchema } from './products';
import { spacingSchema } from './spacing';
import { videoBlockSchema } from './video-block';

/** The CMS block models, keyed by their exact model names: the spec's 15, then the site's own `faq`. */
export const blockSchemas = {
  hero: heroSchema,
  fixedSize_02: fixedSize02Schema,
  category: categorySchema,
  spacing: spacingSchema,
  videoBlock: videoBlockSchema,
  highlight: highlightSchema,
  goods: goodsSchema,
  products: productsSchema,
  common: commonSchema,
  FixedSize03: fixedSize03Schema,
  brandStoryTitle: brandStoryTitleSchema,
  imageList: imageListSchema,
  brandSpecialProducts: brandSpecialProductsSchema,
  brandGoodsModel: brandGoodsModelSchema,
  category02: category02Schema,
  faq: faqSchema,
} satisfies Record<string, z.ZodMiniType>;

/** The model name of a block type. */
export type BlockModel = keyof typeof blockSchemas;
/** The parsed props of one block model. */
export type BlockProps<M extends BlockModel> = z.infer<(typeof blockSchemas)[M]>;

/** Every block model name, in the spec's order (`faq` last). */
export const blockModels = Object.keys(blockSchemas) as BlockModel[];

/** True when `name` is one of the block models. */
export const isBlockModel = (name: string): name is BlockModel => Object.hasOwn(blockSchemas, name);

/** The block schemas under their catalogue names, `cms.block.<model>`. */
export const blockContracts = Object.fromEntries(
  blockModels.map((model) => [`cms.block.${model}`, blockSchemas[model]]),
) as { [M in BlockModel as `cms.block.${M}`]: (typeof blockSchemas)[M] };
