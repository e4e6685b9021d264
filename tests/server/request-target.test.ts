// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusedTarget } from '../../server/request-target';

const RUNS = { numRuns: 1000 };
/** Pieces a request target that names another host, or climbs out of its path, is made of. */
const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2f', '%2F', '%5c', '%2e', '%2E', '%25', '@', ':', '?', '#', 'evil.example', '8080', 'ecommerce', 'x', 'http:', ' ', '\t', '%00', '%ZZ', '球');
const target = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

describe('the request targets the server routes', () => {
  it('are only plain paths: resolved against any backend, an accepted target keeps its origin and its path as written (property)', () => {
    fc.assert(
      fc.property(target, fc.constantFrom('', '/gateway'), (raw, prefix) => {
        if (refusedTarget(raw) !== undefined) return;
        const resolved = new URL(`${prefix}${raw}`, 'http://backend.test');
        expect(resolved.origin).toBe('http://backend.test');
        // No dot segment or encoded separator was there for a URL parser to rewrite.
        expect(resolved.pathname.startsWith(`${prefix}/`) || resolved.pathname === `${prefix}/`).toBe(true);
        expect(decodeURIComponent(resolved.pathname)).not.toMatch(/\/\.\.?(\/|$)|\\/);
      }),
      RUNS,
    );
  });

  it.each(['/', '/pdp/1001?vc=golf', '/search-results-page?keyword=%E7%90%83%E6%9D%86', '/brand-story/v1.2', '/a/.well/b', '/x?next=//evil.example/'])('accepts %s', (raw) => {
    expect(refusedTarget(raw)).toBeUndefined();
  });

  it.each([
    ['http://evil.example/x', 'not an origin-form path'],
    ['*', 'not an origin-form path'],
    ['//evil.example/x', 'a path that starts with //'],
    ['/\\evil.example', 'a backslash in the path'],
    ['/a%2Fb', 'an encoded slash or backslash in the path'],
    ['/%2e%2e/x', 'an encoded dot in the path'],
    ['/a/../b', 'a dot segment in the path'],
    ['/a/./b', 'a dot segment in the path'],
    ['/%E7%90', 'a malformed percent-encoding in the path'],
    ['/a b', 'a control character or space'],
    // A URL parser ends the path at '#': '/ecommerce/..#' would reach the backend as '/'.
    ['/ecommerce/..#', 'a fragment in the request target'],
    ['/x?q=1#top', 'a fragment in the request target'],
  ])('refuses %s: %s', (raw, why) => {
    expect(refusedTarget(raw)).toBe(why);
  });
});
