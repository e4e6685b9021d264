import type { ComponentType } from 'react';
import type { BlockModel } from '../../schemas/cms/blocks';
import type { BlockComponentProps } from './block-types';
import { BrandGoodsModel } from './brand-goods-model/brand-goods-model';
import { BrandSpecialProducts } from './brand-special-products/brand-special-products';
import { BrandStoryTitle } from './brand-story-title/brand-story-title';
import { Category } from './category/category';
import { Category02 } from './category-02/category-02';
import { Common } from './common/common';
import { Faq } from './faq/faq';
import { FixedSize02 } from './fixed-size-02/fixed-size-02';
import { FixedSize03 } from './fixed-size-03/fixed-size-03';
import { Goods } from './goods/goods';
import { Hero } from './hero/hero';
import { Highlight } from './highlight/highlight';
import { ImageList } from './image-list/image-list';
import { Products } from './products/products';
import { Spacing } from './spacing/spacing';
import { VideoBlock } from './video-block/video-block';

/** Model name -> component, one entry per model: a block model without a component fails to compile. */
export type BlockRegistry = { [M in BlockModel]: ComponentType<BlockComponentProps<M>> };

/** The component of every CMS block model. */
export const blockRegistry: BlockRegistry = {
  hero: Hero,
  fixedSize_02: FixedSize02,
  category: Category,
  spacing: Spacing,
  videoBlock: VideoBlock,
  highlight: Highlight,
  goods: Goods,
  products: Products,
  common: Common,
  FixedSize03: FixedSize03,
  brandStoryTitle: BrandStoryTitle,
  imageList: ImageList,
  brandSpecialProducts: BrandSpecialProducts,
  brandGoodsModel: BrandGoodsModel,
  category02: Category02,
  faq: Faq,
};
