import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, microblogShareUrl, SHARE_POPUP_FEATURES } from '../../../../src/features/product/canonical-url';

describe('canonicalUrl', () => {
  it('puts the current path and query on the fixed site base, whatever host the visitor is on', () => {
    expect(canonicalUrl('https://www.example.cn', '/pdp/1001', '?vc=golf-drivers')).toBe('https://www.example.cn/pdp/1001?vc=golf-drivers');
    expect(canonicalUrl('https://www.example.cn/', '/pdp/1001', '')).toBe('https://www.example.cn/pdp/1001');
    expect(canonicalUrl('https://www.example.cn', 'pdp/1001', 'vc=a')).toBe('https://www.example.cn/pdp/1001?vc=a');
    expect(canonicalUrl('https://www.example.cn', '/pdp/1001', '?')).toBe('https://www.example.cn/pdp/1001');
  });

  it('always starts with the base and ends with the path and query, with exactly one slash between', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.nat({ max: 3 }), fc.stringMatching(/^[a-z0-9=&]{0,20}$/), (parts, slashes, query) => {
        const base = `https://www.example.cn${'/'.repeat(slashes)}`;
        const path = `/${parts.join('/')}`;
        const url = canonicalUrl(base, path, query ? `?${query}` : '');
        expect(url).toBe(`https://www.example.cn${path}${query ? `?${query}` : ''}`);
        expect(new URL(url).host).toBe('www.example.cn');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('microblog share', () => {
  it('carries the address, the title and the picture, and opens a 682x700 popup', () => {
    const share = new URL(microblogShareUrl('https://www.example.cn/pdp/1001?vc=a', 'SIM Series SIM3 MAX 一号木', 'https://www.example.cn/i.jpg'));
    expect(share.origin).toBe('https://service.weibo.com');
    expect(share.searchParams.get('url')).toBe('https://www.example.cn/pdp/1001?vc=a');
    expect(share.searchParams.get('title')).toBe('SIM Series SIM3 MAX 一号木');
    expect(share.searchParams.get('pic')).toBe('https://www.example.cn/i.jpg');
    expect(new URL(microblogShareUrl('https://a.cn/', 't', '')).searchParams.has('pic')).toBe(false);
    expect(SHARE_POPUP_FEATURES).toContain('width=682');
    expect(SHARE_POPUP_FEATURES).toContain('height=700');
  });

  it('puts a root-relative picture on the site base and leaves an absolute one alone', () => {
    expect(absoluteUrl('https://www.example.cn/', '/fixture-images/driver.jpg')).toBe('https://www.example.cn/fixture-images/driver.jpg');
    expect(absoluteUrl('https://www.example.cn', 'https://cdn.example.cn/a.jpg')).toBe('https://cdn.example.cn/a.jpg');
    expect(absoluteUrl('https://www.example.cn', '//cdn.example.cn/a.jpg')).toBe('//cdn.example.cn/a.jpg');
  });
});
