import { describe, expect, it } from 'vitest';
import { brandStoryTrail } from '../../../../src/features/brand-story/brand-story-trail';

describe('brandStoryTrail', () => {
  it('puts the annual plate under 品牌故事 > 品牌历程', () => {
    expect(brandStoryTrail('annual-plate', '年度纪念盘')).toEqual([
      { label: '品牌故事', to: '/brand-story' },
      { label: '品牌历程', to: '/brand-story/our-history' },
      { label: '年度纪念盘' },
    ]);
  });

  it.each(['our-history', 'workmanship', 'about-iittala', 'product-story', 'brand-story-page'])('puts %s under 品牌故事', (id) => {
    expect(brandStoryTrail(id, '页面')).toEqual([{ label: '品牌故事', to: '/brand-story' }, { label: '页面' }]);
  });

  it('falls back to 品牌故事 alone, without a link, when the page has no name', () => {
    expect(brandStoryTrail('brand-story-page', '')).toEqual([{ label: '品牌故事' }]);
  });
});
