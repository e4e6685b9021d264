// What the server takes as a request target: a plain origin-form path (RFC 9112 3.2.1) and its query. Anything a URL
// parser could read as another host (`//host`, `/\host`, the absolute form), and anything a path normaliser would
// rewrite (dot segments, encoded slashes and dots), is refused before routing, so no later step can be fooled by it.

import { decodedSegment } from '../src/engine/decoded';

/**
 * The longest request target the server reads (a 414 past it): far longer than any address of the site, and short
 * enough that any answer to it (a canonical redirect percent-encodes, so its Location may be several times longer)
 * fits the 16 KB nginx keeps for an answer's headers.
 */
export const MAX_TARGET_LENGTH = 2_048;

/** Why a request target is refused (a 400), or undefined when it is a plain path with its query. */
export function refusedTarget(target: string): string | undefined {
  if (!target.startsWith('/')) return 'not an origin-form path';
  if (target.startsWith('//')) return 'a path that starts with //';
  // Spaces and control characters never reach here through node's parser; refused again for any other caller.
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u0020\u007f]/.test(target)) return 'a control character or space';
  // Origin-form has no fragment; a URL parser would end the path there, after the checks below had read past it.
  if (target.includes('#')) return 'a fragment in the request target';
  const path = target.split('?', 1)[0] ?? '';
  if (path.includes('\\')) return 'a backslash in the path';
  if (/%(?:2f|5c)/i.test(path)) return 'an encoded slash or backslash in the path';
  if (/%2e/i.test(path)) return 'an encoded dot in the path';
  if (/(?:^|\/)\.{1,2}(?:\/|$)/.test(path)) return 'a dot segment in the path';
  return decodedSegment(path) === undefined ? 'a malformed percent-encoding in the path' : undefined;
}
