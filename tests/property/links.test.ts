import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext, type LinkTarget } from '../../src/engine/links';

const RUNS = { numRuns: 1000 };
const ORIGIN = 'https://www.meridian.example';
const leafAnswer = fc.constantFrom(true, false, undefined);
const ctxOf = (leaf: boolean | undefined): LinkContext => ({ isLeafCategory: () => leaf });

/** Strings an attacker or a careless editor might type: URLs, paths, tricks, and anything at all. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.webUrl(),
  fc.constantFrom('javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', ' /ok', 'data:text/html,x', 'HTTPS://A.EXAMPLE', '/%2F%2Fevil', '.', '..', '/./..'),
  fc.string({ unit: 'binary' }).map((s) => `/${s}`),
  fc.string({ unit: 'binary' }).map((s) => `https://${s}`),
);
const idValue = fc.oneof(hostileText, fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));
/** A link object with every field drawn from hostile values; linkType from the real types and beyond. */
const linkLike = fc.record(
  {
    linkType: fc.oneof(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, '1', '2', '3', '4', '5', '7', ' 4 ', '1.0'), fc.anything()),
    val: fc.oneof(hostileText, fc.anything()),
    locale: fc.oneof(fc.record({ 'zh-CN': fc.oneof(hostileText, fc.anything()) }), fc.anything()),
    type: fc.oneof(fc.constant('page'), fc.anything()),
    onlineId: idValue,
    linkSpuId: idValue,
    vc: idValue,
    code: idValue,
    id: idValue,
  },
  { requiredKeys: [] },
);

const isSiteInternal = (to: string) => {
  if (to[0] !== '/' || to[1] === '/' || to[1] === '\\') return false;
  if ([...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  return new URL(to, ORIGIN).origin === ORIGIN;
};
const check = (target: LinkTarget) => {
  if (target.kind === 'external') expect(new URL(target.href).protocol).toMatch(/^https?:$/);
  if (target.kind === 'external') expect(target.href).toMatch(/^https?:\/\//);
  if (target.kind === 'internal') expect(isSiteInternal(target.to)).toBe(true);
};
/** No lone surrogates: encodeURIComponent refuses those (String#isWellFormed is ES2024, beyond our lib). */
function isWellFormed(s: string): boolean {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}
/** A well-formed id (no lone surrogates, not blank, not a dot segment). */
const goodId = fc.string({ unit: 'binary', minLength: 1 }).filter((s) => isWellFormed(s) && s.trim() !== '' && s !== '.' && s !== '..');

describe('resolveLink properties', () => {
  it('never throws, whatever the link, context or options', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }), linkLike), fc.anything(), fc.anything(), (link, ctx, opts) => {
        const target = resolveLink(link, ctx as LinkContext, opts as { allSeries?: boolean });
        expect(['external', 'internal', 'pageConfig', 'none']).toContain(target.kind);
      }),
      RUNS,
    );
  });

  it('gives external hrefs that are always absolute http(s)', () => {
    let external = 0;
    fc.assert(
      fc.property(linkLike, leafAnswer, (link, leaf) => {
        const target = resolveLink({ ...link, linkType: 1 }, ctxOf(leaf));
        check(target);
        if (target.kind === 'external') external += 1;
      }),
      RUNS,
    );
    expect(external).toBeGreaterThan(50);
  });

  it('gives internal paths with exactly one leading slash that stay on the site origin', () => {
    let internal = 0;
    fc.assert(
      fc.property(linkLike, fc.constantFrom(2, 3, 4, 5, '4'), leafAnswer, fc.boolean(), (link, linkType, leaf, allSeries) => {
        const target = resolveLink({ ...link, linkType, type: linkType === 2 ? 'page' : link.type }, ctxOf(leaf), { allSeries });
        check(target);
        if (target.kind === 'internal') internal += 1;
      }),
      RUNS,
    );
    // The property must not pass vacuously: a good share of the hostile links still resolve inside the site.
    expect(internal).toBeGreaterThan(100);
  });

  it('puts ids into one path segment that decodes back to the id exactly', () => {
    fc.assert(
      fc.property(goodId, fc.constantFrom(2, 3, 5), leafAnswer, (id, linkType, leaf) => {
        const target = resolveLink({ linkType, type: 'page', onlineId: id, linkSpuId: id, code: id }, ctxOf(leaf));
        if (target.kind !== 'internal') throw new Error(`expected an internal link for ${JSON.stringify(id)}`);
        const segment = target.to.split('/').pop() as string;
        expect(decodeURIComponent(segment)).toBe(id);
        expect(new URL(target.to, ORIGIN).pathname.endsWith(`/${segment}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('sends leaf categories to /products/category/{code} and the rest to /products/{code}', () => {
    fc.assert(
      fc.property(goodId, leafAnswer, (code, leaf) => {
        const target = resolveLink({ linkType: 5, code }, ctxOf(leaf));
        const segment = encodeURIComponent(code);
        expect(target).toEqual({ kind: 'internal', to: leaf === true ? `/products/category/${segment}` : `/products/${segment}` });
      }),
      RUNS,
    );
  });

  it('appends ?isAll=true exactly when the all-series flag is set', () => {
    fc.assert(
      fc.property(goodId, leafAnswer, fc.option(fc.boolean(), { nil: undefined }), (code, leaf, allSeries) => {
        const target = resolveLink({ linkType: 5, code }, ctxOf(leaf), { allSeries });
        if (target.kind !== 'internal') throw new Error('expected an internal link');
        expect(target.to.endsWith('?isAll=true')).toBe(allSeries === true);
        expect(target.to.includes('isAll')).toBe(allSeries === true);
      }),
      RUNS,
    );
  });
});
