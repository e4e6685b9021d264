// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Renderer } from '../../src/entry-server';
import { answerPage } from '../../server/page-answer';
import { renderSlots } from '../../server/render-slots';
import { SHELL, stubSite } from './support/stub-site';

type Answer = Awaited<ReturnType<Renderer['renderRequest']>>;
const site = (renderRequest: Renderer['renderRequest']) => stubSite('/nowhere', { renderRequest });
const page = (status: number, body: string, empty = false): Answer => ({ kind: 'page', status, route: '/*', empty, head: '', body, data: '', tags: [] });

describe('a page whose backend hangs', () => {
  it('answers what the render makes of calls that failed at their own deadline: the page\'s failed state, 503, kept nowhere', async () => {
    const answer = await answerPage(site(() => Promise.resolve(page(503, 'failed state'))), 'http://site.invalid/gifting', { fresh: 30, deadlineMs: 1_000 });
    expect(answer).toMatchObject({ status: 503, body: 'failed state', headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
  });

  it('answers the app shell with 503 (never 500) when the render is cut at its deadline', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // As React Router's static handler does when its request's signal aborts.
    const render = (_address: string, signal?: AbortSignal) => new Promise<Answer>((_done, fail) => signal?.addEventListener('abort', () => fail(new Error('query() call aborted'))));
    const answer = await answerPage(site(render), 'http://site.invalid/gifting', { fresh: 30, deadlineMs: 20 });
    expect(answer).toMatchObject({ status: 503, body: SHELL, headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/gifting was cut at its 20 ms deadline'));
  });

  it('answers the app shell with 503 when the render goes on past the deadline and its grace, never waiting without end', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await answerPage(site(() => new Promise(() => undefined)), 'http://site.invalid/gifting', { fresh: 30, deadlineMs: 20, graceMs: 20 });
    expect(answer).toMatchObject({ status: 503, body: SHELL, headers: { 'cache-control': 'no-store', 'retry-after': '30' } });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/gifting still rendering'));
  });

  it('gives the render the visitor\'s going away as well as its deadline', async () => {
    const gone = new AbortController();
    let seen: AbortSignal | undefined;
    const rendering = answerPage(site((_address, signal) => ((seen = signal), new Promise<Answer>(() => undefined))), 'http://site.invalid/x', { fresh: 30, deadlineMs: 60_000, graceMs: 10, signal: gone.signal });
    gone.abort();
    await rendering;
    expect(seen?.aborted).toBe(true);
  });

  it('ends a render its visitor left without calling it a failure (nobody reads the answer)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = new AbortController();
    const render = (_address: string, signal?: AbortSignal) => new Promise<Answer>((_done, fail) => signal?.addEventListener('abort', () => fail(signal.reason)));
    const rendering = answerPage(site(render), 'http://site.invalid/x', { fresh: 30, deadlineMs: 60_000, signal: gone.signal });
    gone.abort();
    expect(await rendering).toMatchObject({ status: 503, headers: { 'cache-control': 'no-store' } });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a page that rendered', () => {
  it('answers a redirect with the page policy, or with the render\'s own caching (a canonical address: kept nowhere)', async () => {
    expect(await answerPage(site(() => Promise.resolve({ kind: 'redirect', status: 302, location: '/' })), 'http://site.invalid/x', { fresh: 30, deadlineMs: 1_000 })).toMatchObject({
      status: 302,
      headers: { location: '/', 'cache-control': expect.stringContaining('s-maxage=30') as string },
    });
    const canonical = await answerPage(site(() => Promise.resolve({ kind: 'redirect', status: 301, location: '/about-us', cacheControl: 'no-store' })), 'http://site.invalid/about-us?utm_source=x', { fresh: 30, deadlineMs: 1_000 });
    expect(canonical.headers['cache-control']).toBe('no-store');
  });

  it('keeps a page of empty content briefly, never as a last good copy', async () => {
    const answer = await answerPage(site(() => Promise.resolve(page(200, 'nothing yet', true))), 'http://site.invalid/about-us', { fresh: 30, deadlineMs: 1_000 });
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });
});

describe('a form posted to a page', () => {
  const form = { body: 'securityCode=MD2026000000000001', cookie: 'club_captcha=k' };

  it('hands the form to the render, and keeps its answer nowhere, whatever the status', async () => {
    let posted: unknown;
    for (const status of [200, 422]) {
      const answer = await answerPage(site((_address, _signal, given) => ((posted = given), Promise.resolve(page(status, 'answer')))), 'http://site.invalid/verification', { fresh: 30, deadlineMs: 1_000, form });
      expect(answer).toMatchObject({ status, body: 'answer', headers: { 'cache-control': 'no-store' } });
    }
    expect(posted).toEqual(form);
  });

  it('answers 405 with the methods a page takes when the page has no action', async () => {
    const answer = await answerPage(site(() => Promise.resolve({ kind: 'not-allowed', status: 405 })), 'http://site.invalid/about-us', { fresh: 30, deadlineMs: 1_000, form });
    expect(answer).toEqual({ status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' }, body: '' });
  });
});

describe('renders past the server\'s limit', () => {
  it('wait their turn, and one whose visitor leaves while it waits is answered without ever rendering', async () => {
    const slots = renderSlots(1);
    await slots.take(new AbortController().signal);
    const render = vi.fn(() => Promise.resolve(page(200, 'the page')));
    const gone = new AbortController();
    const answering = answerPage(site(render), 'http://site.invalid/x', { fresh: 30, deadlineMs: 60_000, signal: gone.signal, slots });
    await new Promise((settle) => setImmediate(settle));
    expect(render).not.toHaveBeenCalled();
    gone.abort();
    expect(await answering).toMatchObject({ status: 503, headers: { 'cache-control': 'no-store' } });
    expect(render).not.toHaveBeenCalled();
  });

  it('give their turn back when done, rendered or failed, so the next begins', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slots = renderSlots(1);
    const options = { fresh: 30, deadlineMs: 60_000, slots };
    expect(await answerPage(site(() => Promise.reject(new Error('boom'))), 'http://site.invalid/x', options)).toMatchObject({ status: 500 });
    expect(await answerPage(site(() => Promise.resolve(page(200, 'the page'))), 'http://site.invalid/x', options)).toMatchObject({ status: 200, body: 'the page' });
    expect(error).toHaveBeenCalledOnce();
  });
});


describe('a page\'s tags', () => {
  it('are answered for a CDN in front that purges by them: Surrogate-Key with spaces, Cache-Tag with commas; a page with none answers neither', async () => {
    const tagged = await answerPage(site(() => Promise.resolve({ ...page(200, 'product'), tags: ['content:rc-header-nav', 'product:1001'] })), 'http://site.invalid/pdp/1001', { fresh: 30, deadlineMs: 1_000 });
    expect(tagged.headers).toMatchObject({ 'surrogate-key': 'content:rc-header-nav product:1001', 'cache-tag': 'content:rc-header-nav,product:1001' });
    const none = await answerPage(site(() => Promise.resolve(page(200, 'plain'))), 'http://site.invalid/x', { fresh: 30, deadlineMs: 1_000 });
    expect(none.headers).not.toHaveProperty('surrogate-key');
    expect(none.headers).not.toHaveProperty('cache-tag');
  });
});
