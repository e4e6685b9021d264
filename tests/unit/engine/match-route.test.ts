import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/engine/match-route';

describe('matchRoute (React Router\'s own matcher over the one table of patterns)', () => {
  it('prefers a static segment to a parameter, ignores letter case and the query, and decodes parameters', () => {
    expect(matchRoute('/brand-story/our-history')?.id).toBe('our-history');
    expect(matchRoute('/Brand-Story/Our-History/')?.id).toBe('our-history');
    expect(matchRoute('/brand-story/heritage-1979')).toEqual({ id: 'brand-story-page', params: { slug: 'heritage-1979' } });
    expect(matchRoute('/products/category/irons?isAll=true')).toEqual({ id: 'leaf-category', params: { code: 'irons' } });
    expect(matchRoute('/news/%E7%90%83')).toEqual({ id: 'news-detail', params: { id: '球' } });
  });

  it('takes no path that no route has, nor one whose escapes are broken', () => {
    expect(matchRoute('/nowhere/at/all/x')).toBeUndefined();
    expect(matchRoute('/news/%E7%90')).toBeUndefined();
  });
});
