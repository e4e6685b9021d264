import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTarget } from '../../src/app/canonical-address';
import { MAX_TARGET_LENGTH, refusedTarget } from '../../server/request-target';

// nginx keeps an answer's headers in proxy_buffer_size (16 KB, deploy/nginx.conf): a canonical redirect's Location
// must fit it beside the security headers, whatever target (of the length the server reads) it answers.

/** The most a Location may be: 6 KB, leaving room for the security headers (the CSP is about 1.5 KB). */
const MAX_LOCATION_LENGTH = 3 * MAX_TARGET_LENGTH;

/**
 * What node's parser lets through in a target (printable ASCII: it refuses spaces and control characters), without
 * `#` and a lone `%`, which the server refuses anyway (so a long target would almost never reach the redirect).
 */
const targetChar = fc.oneof(
  fc.constantFrom('[', ']', ';', '&', '=', '?', '/', '+', ',', '"', '<', "'", '`', '{', '|', '^'),
  fc.integer({ min: 0x21, max: 0x7e }).filter((code) => code !== 0x23 && code !== 0x25).map((code) => String.fromCharCode(code)),
  fc.constantFrom('%E4%B8%AD', '%5B', '%25', 'keyword=', 'page=2&', 'PDP', '1001'),
);
/** Characters a query value keeps and the canonical address percent-encodes: the longest Location per character. */
const expanding = fc.constantFrom('[', ']', ';', '"', '<', '|', '^', '`', '{', '%5B', '%E4%B8%AD');
const tail = fc.oneof(fc.array(expanding, { maxLength: MAX_TARGET_LENGTH, size: 'max' }), fc.array(targetChar, { maxLength: MAX_TARGET_LENGTH, size: 'max' }));
const routePrefix = fc.constantFrom('/search-results-page?keyword', '/search-results-page?keyword=', '/pdp/1001', '/PDP/', '/products/category/irons?', '/news?page=', '/about-us?job=', '/', '/brand-story/');

describe('a canonical redirect of any target the server reads', () => {
  it('has a Location of at most three times the longest target (each character percent-encoded once)', () => {
    fc.assert(
      fc.property(routePrefix, tail, (prefix, chars) => {
        const target = (prefix + chars.join('')).slice(0, MAX_TARGET_LENGTH);
        // What the server refuses before routing never reaches the redirect.
        fc.pre(refusedTarget(target) === undefined);
        expect(canonicalTarget(target)?.length ?? 0).toBeLessThanOrEqual(MAX_LOCATION_LENGTH);
      }),
      // A counterexample is a target of 2,000 characters: shrinking it would outlast the run.
      { numRuns: 1000, endOnFailure: true },
    );
  });
});
