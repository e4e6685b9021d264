import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext } from '../../../src/engine/links';

const leaves = new Set(['putters']);
const ctx: LinkContext = { isLeafCategory: (code) => (code === 'unknown' ? undefined : leaves.has(code)) };

describe('resolveLink', () => {
  it.each([
    ['1 external', { linkType: 1, val: 'https://shop.example.com/a?b=1' }, { kind: 'external', href: 'https://shop.example.com/a?b=1' }],
    ['1 as a numeric string', { linkType: '1', val: 'http://example.com' }, { kind: 'external', href: 'http://example.com/' }],
    ['1 refuses javascript:', { linkType: 1, val: 'javascript:alert(1)' }, { kind: 'none' }],
    ['1 refuses a relative path', { linkType: 1, val: '/gifting' }, { kind: 'none' }],
    ['zh-CN locale overrides val', { linkType: 1, val: 'https://a.example', locale: { 'zh-CN': 'https://b.example/x' } }, { kind: 'external', href: 'https://b.example/x' }],
    ['an empty locale value falls back to val', { linkType: 4, val: '/about-us', locale: { 'zh-CN': '' } }, { kind: 'internal', to: '/about-us' }],
    ['2 brand story page', { linkType: 2, type: 'page', onlineId: 'our story' }, { kind: 'internal', to: '/brand-story/our%20story' }],
    ['2 needs type page', { linkType: 2, type: 'url', onlineId: '12' }, { kind: 'none' }],
    ['2 needs onlineId', { linkType: 2, type: 'page', onlineId: '' }, { kind: 'none' }],
    ['3 product', { linkType: 3, linkSpuId: 1001 }, { kind: 'internal', to: '/pdp/1001' }],
    ['3 product with vc', { linkType: 3, linkSpuId: 'a/b', vc: 'golf&1' }, { kind: 'internal', to: '/pdp/a%2Fb?vc=golf%261' }],
    ['3 refuses a dot-segment id', { linkType: 3, linkSpuId: '..' }, { kind: 'none' }],
    ['4 internal path', { linkType: 4, val: '/brand-story/workmanship#top' }, { kind: 'internal', to: '/brand-story/workmanship#top' }],
    ['4 refuses //', { linkType: 4, val: '//evil.example' }, { kind: 'none' }],
    ['4 refuses /\\', { linkType: 4, val: '/\\evil.example' }, { kind: 'none' }],
    ['4 refuses a tab trick', { linkType: 4, val: '/\t/evil.example' }, { kind: 'none' }],
    ['4 refuses a backslash further in (a browser reads it as a slash)', { linkType: 4, val: '/ \\' }, { kind: 'none' }],
    ['4 refuses an encoded backslash', { linkType: 4, val: '/a/%5Cevil.example' }, { kind: 'none' }],
    ['4 refuses an encoded newline', { linkType: 4, val: '/%0a/evil' }, { kind: 'none' }],
    ['4 refuses an encoded control character in a later segment', { linkType: 4, val: '/about-us/%7F' }, { kind: 'none' }],
    ['4 refuses a broken escape', { linkType: 4, val: '/news/%ZZ' }, { kind: 'none' }],
    ['4 keeps an encoded space and Chinese', { linkType: 4, val: '/search-results-page?keyword=%E7%90%83%20%E6%9D%86' }, { kind: 'internal', to: '/search-results-page?keyword=%E7%90%83%20%E6%9D%86' }],
    ['4 refuses a scheme', { linkType: 4, val: 'https://example.com/' }, { kind: 'none' }],
    ['5 leaf category', { linkType: 5, code: 'putters' }, { kind: 'internal', to: '/products/category/putters' }],
    ['5 non-leaf from the value', { linkType: 5, val: 'golf' }, { kind: 'internal', to: '/products/golf' }],
    ['5 unknown counts as non-leaf', { linkType: 5, code: 'unknown' }, { kind: 'internal', to: '/products/unknown' }],
    ['7 page config by id', { linkType: 7, id: 88 }, { kind: 'pageConfig', id: '88' }],
    ['7 page config from the value', { linkType: '7', val: 'pc-spring-launch' }, { kind: 'pageConfig', id: 'pc-spring-launch' }],
    ['6 is not a link type', { linkType: 6, val: '/x' }, { kind: 'none' }],
    ['missing linkType', { val: '/x' }, { kind: 'none' }],
  ])('%s', (_name, link, target) => {
    expect(resolveLink(link, ctx)).toEqual(target);
  });

  it('appends isAll=true to category links when allSeries is set', () => {
    expect(resolveLink({ linkType: 5, code: 'putters' }, ctx, { allSeries: true })).toEqual({ kind: 'internal', to: '/products/category/putters?isAll=true' });
    expect(resolveLink({ linkType: 4, val: '/a' }, ctx, { allSeries: true })).toEqual({ kind: 'internal', to: '/a' });
  });

  it('answers none for hostile input instead of throwing', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('trap'); } });
    const lookupThrows: LinkContext = { isLeafCategory: () => { throw new Error('no tree'); } };
    expect(resolveLink(throwing, ctx)).toEqual({ kind: 'none' });
    expect(resolveLink({ linkType: 3, linkSpuId: '\ud800' }, ctx)).toEqual({ kind: 'none' });
    expect(resolveLink({ linkType: 5, code: 'putters' }, lookupThrows)).toEqual({ kind: 'internal', to: '/products/putters' });
  });
});
