// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCacheHeaders } from '../../server/cache-policy';

describe('what a shared cache may do with a page answer', () => {
  it.each([200, 302])('keeps a %i fresh for the window, stale while one request renders it anew for as long, and for 7 days when the backend fails', (status) => {
    expect(pageCacheHeaders({ status }, 30, '/pdp/1001')).toEqual({ 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800' });
  });

  it('keeps a page whose content came back empty for the window only: never as the copy to stand in during an outage', () => {
    expect(pageCacheHeaders({ status: 200, empty: true }, 30, '/')).toEqual({ 'cache-control': 'public, max-age=0, s-maxage=30' });
  });

  it('never keeps what anyone can ask for by making it up: a 404 (an unknown id), a search for any keyword', () => {
    expect(pageCacheHeaders({ status: 404 }, 30, '/pdp/nope')).toEqual({ 'cache-control': 'no-store' });
    expect(pageCacheHeaders({ status: 200 }, 30, '/search-results-page')).toEqual({ 'cache-control': 'no-store' });
    expect(pageCacheHeaders({ status: 200, empty: true }, 30, '/search-results-page')).toEqual({ 'cache-control': 'no-store' });
  });

  it('never keeps a page whose backend failed, and asks to try again in 30 s', () => {
    expect(pageCacheHeaders({ status: 503 }, 30, '/')).toEqual({ 'cache-control': 'no-store', 'retry-after': '30' });
  });

  it('never keeps a page that did not render, nor the editors\' preview', () => {
    expect(pageCacheHeaders({ status: 500 }, 30, '/')).toEqual({ 'cache-control': 'no-store' });
    expect(pageCacheHeaders({ status: 200 }, 30, '/__preview')).toEqual({ 'cache-control': 'no-store' });
  });

  it('follows the window it is given', () => {
    expect(pageCacheHeaders({ status: 200 }, 2, '/')['cache-control']).toContain('s-maxage=2, stale-while-revalidate=2,');
  });
});
