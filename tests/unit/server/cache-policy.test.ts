// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCacheHeaders } from '../../../server/cache-policy';

describe('what a shared cache may do with a page answer', () => {
  it.each([200, 404, 302])('keeps a %i fresh for the window, stale while one request renders it anew for as long, and for 7 days when the backend fails', (status) => {
    expect(pageCacheHeaders(status, 30, '/pdp/1001')).toEqual({ 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800' });
  });

  it('never keeps a page whose backend failed, and asks to try again in 30 s', () => {
    expect(pageCacheHeaders(503, 30, '/')).toEqual({ 'cache-control': 'no-store', 'retry-after': '30' });
  });

  it('never keeps a page that did not render, nor the editors\' preview', () => {
    expect(pageCacheHeaders(500, 30, '/')).toEqual({ 'cache-control': 'no-store' });
    expect(pageCacheHeaders(200, 30, '/__preview')).toEqual({ 'cache-control': 'no-store' });
  });

  it('follows the window it is given', () => {
    expect(pageCacheHeaders(200, 2, '/')['cache-control']).toContain('s-maxage=2, stale-while-revalidate=2,');
  });
});
