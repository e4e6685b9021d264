import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLinkTargets } from '../../../src/api/link-targets';
import { checkLinks, onceEach, type AskTarget } from '../../../src/engine/link-check';
import { collectLinks } from '../../../src/engine/link-refs';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';
import { testClient } from '../../support/client';

withFixtureServer();

// The targets asked of the fixture API, as the validator and /__preview ask the backend.

describe('link targets', () => {
  it('answers each kind of target as the page it opens would have it', async () => {
    const ask = createLinkTargets(testClient().client);
    expect(await ask({ kind: 'product', id: '1001' })).toEqual({ found: true, product: { name: 'SIM3 MAX 一号木', price: 5680 } });
    expect(await ask({ kind: 'product', id: '424242' })).toMatchObject({ found: false, why: expect.stringContaining('unsuccessfully') });
    expect(await ask({ kind: 'category', code: 'irons' })).toEqual({ found: true, leaf: true });
    expect(await ask({ kind: 'category', code: 'golf' })).toEqual({ found: true, leaf: false });
    expect(await ask({ kind: 'category', code: 'ghost' })).toEqual({ found: false, why: 'not in the virtual-category tree' });
    expect(await ask({ kind: 'pageConfig', id: 'pc-home-spring' })).toEqual({ found: true });
    expect(await ask({ kind: 'pageConfig', id: 'pc-nope' })).toMatchObject({ found: false });
    expect(await ask({ kind: 'news', id: '5001' })).toEqual({ found: true });
    expect(await ask({ kind: 'news', id: '999999' })).toMatchObject({ found: false });
    expect(await ask({ kind: 'shortLink', code: 'gift' })).toMatchObject({ found: true, link: { val: '/gifting' } });
    expect(await ask({ kind: 'shortLink', code: 'nope' })).toMatchObject({ found: false });
  });

  it('throws when the backend gives no answer, so the link stays unchecked instead of dead', async () => {
    fixtureServer.use(http.get('*/product/fullProductDetail', () => new HttpResponse('Internal Server Error', { status: 500 })));
    const ask = createLinkTargets(testClient().client);
    await expect(ask({ kind: 'product', id: '1001' })).rejects.toThrow(/500/);
    const [finding] = await checkLinks(collectLinks({ link: { linkType: 3, linkSpuId: '1001' } }), ask);
    expect(finding).toMatchObject({ rule: 'target-unchecked', target: '/pdp/1001', question: { kind: 'product', id: '1001' } });
  });
});

describe('checkLinks', () => {
  const links = collectLinks({
    a: { linkType: 5, code: 'irons' },
    b: { linkType: 5, code: 'irons', extra: 1 },
    c: { linkType: 4, val: '/products/category/irons' },
    d: { linkType: 4, val: '/s/gift' },
    e: { linkType: 4, val: '/brand-story/our-history' },
  });

  it('asks each target once, however many links lead to it', async () => {
    const asked: string[] = [];
    const answers: AskTarget = async (question) => {
      asked.push(`${question.kind} ${'id' in question ? question.id : question.code}`);
      return question.kind === 'shortLink' ? { found: true, link: { linkType: 5, code: 'irons' } } : { found: true, leaf: true };
    };
    expect(await checkLinks(links, onceEach(answers))).toEqual([]);
    expect(asked.sort()).toEqual(['category irons', 'shortLink gift']);
  });

  it('names a dead category by the address the site would use for it, and a short link\'s dead target with the short link', async () => {
    const missing: AskTarget = async (question) => (question.kind === 'shortLink' ? { found: true, link: { linkType: 3, linkSpuId: '7' } } : { found: false, why: 'gone' });
    const found = await checkLinks(links, missing);
    expect(found.map((f) => [f.path.join('.'), f.rule, f.target, f.via])).toEqual([
      ['a', 'dead-link', '/products/irons', undefined],
      ['b', 'dead-link', '/products/irons', undefined],
      ['c', 'dead-link', '/products/category/irons', undefined],
      ['d', 'dead-link', '/pdp/7', '/s/gift'],
    ]);
    const leaf: AskTarget = async () => ({ found: true, leaf: true, product: { name: 'x', price: 1 } });
    const priced = await checkLinks(collectLinks({ name: 'y', price: 2, link: { linkType: 3, linkSpuId: '1' } }), leaf);
    expect(priced.map((f) => [f.rule, f.shown, f.actual])).toEqual([['name-differs', 'y', 'x'], ['price-differs', '2', '1']]);
  });
});
