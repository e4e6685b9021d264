import { describe, expect, it } from 'vitest';
import { escapeAttribute, mergeHeadTags, splitHoisted } from '../../../../src/app/render/page-head';

describe('splitHoisted', () => {
  it('takes the leading metadata tags off the render and leaves the body', () => {
    const { tags, body } = splitHoisted('<link rel="preload" as="image" href="/a.svg"/><title>站点</title><meta name="description" content="d"/><div><title>in svg</title></div>');
    expect(tags).toEqual(['<link rel="preload" as="image" href="/a.svg"/>', '<title>站点</title>', '<meta name="description" content="d"/>']);
    expect(body).toBe('<div><title>in svg</title></div>');
  });
});

describe('mergeHeadTags', () => {
  it('keeps one title and one meta per name, the page own (last) winning', () => {
    const merged = mergeHeadTags(['<title>默认</title>', '<meta name="description" content="默认"/>', '<link rel="preload" href="/a"/>', '<title>产品</title>', '<meta name="description" content="产品"/>']);
    expect(merged).toEqual(['<link rel="preload" href="/a"/>', '<title>产品</title>', '<meta name="description" content="产品"/>']);
  });
});

describe('escapeAttribute', () => {
  it('escapes what could end or break a double-quoted attribute', () => {
    expect(escapeAttribute('https://x.cn/?a=1&b="<>')).toBe('https://x.cn/?a=1&amp;b=&quot;&lt;&gt;');
  });
});
