// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { BuiltSite, ServerEntry } from '../../../server/built-site';
import { answerPage } from '../../../server/page-answer';

const SHELL = '<!doctype html><title>shell</title>';
const site = (renderRequest: ServerEntry['renderRequest']): BuiltSite => ({
  distDir: '/nowhere',
  shell: SHELL,
  entry: { renderRequest, discover: () => Promise.resolve({ paths: [], problems: [] }), forgetServerCaches: () => undefined },
  document: (page) => ({ html: page.body, stylesheet: undefined }),
});

describe('a page whose backend hangs', () => {
  it('has its calls aborted at the deadline and answers what the render then makes of them', async () => {
    // A render whose calls end when the signal aborts, as the loaders' fetches do: the page shows them failed.
    const render = (_address: string, signal?: AbortSignal) =>
      new Promise<Awaited<ReturnType<ServerEntry['renderRequest']>>>((done) =>
        signal?.addEventListener('abort', () => done({ kind: 'page', status: 503, head: '', body: 'failed state', data: '' })),
      );
    const answer = await answerPage(site(render), 'http://site.invalid/gifting', 30, 20, 5_000);
    expect(answer).toMatchObject({ status: 503, body: 'failed state', headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
  });

  it('answers the app shell with 503 when the render goes on past the deadline and its grace, never waiting without end', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await answerPage(site(() => new Promise(() => undefined)), 'http://site.invalid/gifting', 30, 20, 20);
    expect(answer).toMatchObject({ status: 503, body: SHELL, headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/gifting still rendering'));
    error.mockRestore();
  });

  it('answers a render that ends in time as it is', async () => {
    const answer = await answerPage(site(() => Promise.resolve({ kind: 'redirect', status: 302, location: '/' })), 'http://site.invalid/x', 30, 1_000, 20);
    expect(answer).toMatchObject({ status: 302, headers: { location: '/' } });
  });
});
