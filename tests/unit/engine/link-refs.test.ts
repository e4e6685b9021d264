import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectLinks, richTextHrefs } from '../../../src/engine/link-refs';

describe('collectLinks', () => {
  it('finds every link object where it is, with the card facts beside it, and rich-text hrefs', () => {
    const content = {
      title: '新品',
      list: [
        { spuId: '1001', name: 'SIM3 MAX 一号木', price: '5680', link: { linkType: 3, linkSpuId: '1001' } },
        { caption: '门店', link: { linkType: 4, val: '/find-us' } },
      ],
      moreLink: { linkType: 5, code: 'golf' },
      noLink: { linkType: '', val: '/x' },
      content: '<p><a href="/news/5001">资讯</a> <a href=\'#top\'>顶部</a> <a href="mailto:a@b.cn">信</a> <a title="x" href=/pdp/1002?vc=irons&amp;x=1>杆</a></p>',
    };
    expect(collectLinks(content, ['contents', 3]).map(({ path, to, card }) => ({ path: path.join('.'), to, card }))).toEqual([
      { path: 'contents.3.list.0.link', to: { kind: 'internal', to: '/pdp/1001' }, card: { name: 'SIM3 MAX 一号木', price: 5680 } },
      { path: 'contents.3.list.1.link', to: { kind: 'internal', to: '/find-us' }, card: undefined },
      { path: 'contents.3.moreLink', to: { kind: 'internal', to: '/products/golf' }, card: undefined },
      { path: 'contents.3.content', to: { kind: 'internal', to: '/news/5001' }, card: undefined },
      { path: 'contents.3.content', to: { kind: 'internal', to: '/pdp/1002?vc=irons&x=1' }, card: undefined },
    ]);
  });

  it('reads hrefs in any quoting, with entities, and leaves anchors, mail and phone links alone', () => {
    expect(richTextHrefs('<A HREF = "/a&#47;b">x</A><a data-x="1" href=\'/c\'>y</a><a href="tel:123">t</a><a name="n">n</a>')).toEqual(['/a/b', '/c']);
  });

  it('never throws, and finds exactly the link objects of any JSON value, at any depth', () => {
    const link = fc.record({ linkType: fc.constantFrom(1, 2, 3, 4, 5, 7, '4'), val: fc.string(), linkSpuId: fc.string() });
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.jsonValue(), link, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 })),
    })).node;
    const count = (value: unknown): number => {
      if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + count(v), 0);
      if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if ('linkType' in record && record.linkType !== '' && record.linkType != null) return 1;
        return Object.values(record).reduce((sum: number, v) => sum + count(v), 0);
      }
      return 0;
    };
    fc.assert(fc.property(tree, (value) => {
      const found = collectLinks(value);
      expect(found.length).toBe(count(value));
      for (const ref of found) expect(['external', 'internal', 'pageConfig', 'none']).toContain(ref.to.kind);
    }), { numRuns: 1000 });
  });

  it('walks content nested 10,000 deep without overflowing the stack', () => {
    let deep: unknown = { linkType: 4, val: '/about-us' };
    for (let i = 0; i < 10_000; i += 1) deep = { a: deep };
    expect(collectLinks(deep)).toHaveLength(1);
  });
});
