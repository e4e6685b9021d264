// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchPageConfig, fetchPageContents, fetchReadableContent, fetchScreenContents } from '../../../src/api/cms';
import { HTTPError } from 'ky';
import { AnswerTooLargeError, MAX_ANSWER_BYTES } from '../../../src/api/client';
import { ContractError } from '../../../src/api/contract';
import { fetchProductDetail } from '../../../src/api/product';
import { testClient } from '../../support/client';
import { fetchBackend, fixtureServer, TEST_API_BASE, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

/** Runs a call and returns the headers of the request it sent. */
async function headersOf(call: () => Promise<unknown>): Promise<Headers> {
  let seen: Headers | undefined;
  const listener = ({ request }: { request: Request }) => (seen = new Headers(request.headers));
  fixtureServer.events.on('request:start', listener);
  await call().catch(() => undefined);
  fixtureServer.events.removeListener('request:start', listener);
  if (!seen) throw new Error('no request was sent');
  return seen;
}

// The headers' names as the backend reads them, written out: the client's constants are what is under test.
const ACCESS_TOKEN_HEADER = 'accessToken';
const STORE_CODE_HEADER = 'storeCode';

describe('api client headers', () => {
  const { client } = testClient();
  const withToken = {
    'product detail': () => fetchProductDetail(client, '1001'),
    'page contents by page id': () => fetchPageContents(client, 'rc-home'),
  };
  const withoutToken = {
    'readable content': () => fetchReadableContent(client, 'rc-header-nav'),
    'page config': () => fetchPageConfig(client, 'rc-home'),
    'content screen contents': () => fetchScreenContents(client, 'rc-home'),
  };

  it.each(Object.entries(withToken))('%s carries the access token and the store code', async (_name, call) => {
    const headers = await headersOf(call);
    expect(headers.get(ACCESS_TOKEN_HEADER)).toBe('tok-123');
    expect(headers.get(STORE_CODE_HEADER)).toBe('ST0002');
  });

  it.each(Object.entries(withoutToken))('%s carries the store code and never the token', async (_name, call) => {
    const headers = await headersOf(call);
    expect(headers.has(ACCESS_TOKEN_HEADER)).toBe(false);
    expect(headers.get(STORE_CODE_HEADER)).toBe('ST0002');
  });

  it('sends no token header when the build has no token', async () => {
    const { client: noToken } = testClient({ accessToken: '' });
    const headers = await headersOf(() => fetchProductDetail(noToken, '1001'));
    expect(headers.has(ACCESS_TOKEN_HEADER)).toBe(false);
  });

  it('is refused by the fixture backend without the store header, as the backend refuses it', async () => {
    const answer = await fetch(`${TEST_API_BASE}/ecommerce/open/v1/product/fullProductDetail?productId=1001`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, errorCode: '400' });
    expect((await fetchBackend(`${TEST_API_BASE}/ecommerce/open/v1/product/fullProductDetail?productId=1001`)).status).toBe(200);
  });

  it('asks for JSON and sends JSON bodies', async () => {
    let body: unknown;
    let type: string | null = null;
    fixtureServer.use(
      http.post('*/echo', async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await client.post('/echo', { token: false, json: { pageNum: 1 } });
    expect(type).toContain('application/json');
    expect(body).toEqual({ pageNum: 1 });
  });
});

describe('api client answers', () => {
  it('unwraps the response to its JSON body', async () => {
    const { client } = testClient();
    const body = await client.get('/ecommerce/open/v1/product/fullProductDetail', { token: true, searchParams: { productId: '1001' } });
    expect(body).toMatchObject({ success: true, data: { productDetail: { productName: 'SIM3 MAX 一号木' } } });
  });

  it('drops undefined query parameters and keeps the others', async () => {
    let url = '';
    fixtureServer.use(http.get('*/q', ({ request }) => ((url = request.url), HttpResponse.json({}))));
    await testClient().client.get('/q', { token: false, searchParams: { a: 1, b: undefined, c: 'x y' } });
    expect(new URL(url).search).toBe('?a=1&c=x+y');
  });

  it('warns that the interface does not exist on 404, with the url, and rethrows', async () => {
    const { client, warn } = testClient();
    await expect(client.get('/ecommerce/open/v1/product/fullProductDetail', { token: true, searchParams: { productId: '1001', __fault: '404' } })).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/interface does not exist.*http:\/\/api\.test\/ecommerce\/open\/v1\/product\/fullProductDetail/);
  });

  it.each([404, 500, 503])('reads the body of a %s answer to its end, so the browser can close the request', async (status) => {
    const { client } = testClient();
    fixtureServer.use(http.get('*/failing', () => new HttpResponse('<html>'.padEnd(50_000, 'x'), { status })));
    const error = await client.get('/failing', { token: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.bodyUsed).toBe(true);
  });

  it('warns of a server error on 500, with the url, and rethrows', async () => {
    const { client, warn } = testClient();
    fixtureServer.use(http.get('*/boom', () => new HttpResponse(null, { status: 500 })));
    await expect(client.get('/boom', { token: false })).rejects.toThrow();
    expect(warn).toHaveBeenLastCalledWith(`[api] server error (500): ${TEST_API_BASE}/boom`);
  });

  it('says nothing for other failures and still rejects', async () => {
    const { client, warn } = testClient();
    fixtureServer.use(http.get('*/teapot', () => new HttpResponse(null, { status: 418 })));
    await expect(client.get('/teapot', { token: false })).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('rejects a response that breaks its contract with every bad path named', async () => {
    const { client } = testClient();
    fixtureServer.use(http.get('*/fullProductDetail', () => HttpResponse.json({ success: true, errorCode: 0, data: { productDetail: { productId: 1 } } })));
    const error = await fetchProductDetail(client, '1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues.map((i) => i.path)).toContain('data.productDetail.productName');
  });
});

describe('api client limits (a backend that hangs, trickles, floods or redirects)', () => {
  const PATH = '/ecommerce/test/limits';
  const call = (over: Parameters<typeof testClient>[0] = {}) => testClient(over).client.get(PATH, { token: true });

  it('fails a call past its deadline, an answer that never comes', async () => {
    fixtureServer.use(http.get(`${TEST_API_BASE}${PATH}`, () => new Promise<Response>(() => undefined)));
    await expect(call({ limits: { deadlineMs: 100, maxAnswerBytes: MAX_ANSWER_BYTES } })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('fails a call past its deadline while its body trickles in a byte at a time', async () => {
    fixtureServer.use(
      http.get(`${TEST_API_BASE}${PATH}`, () => {
        let timer: NodeJS.Timeout;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => void (timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 20)),
          cancel: () => clearInterval(timer),
        });
        return new HttpResponse(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    await expect(call({ limits: { deadlineMs: 200, maxAnswerBytes: MAX_ANSWER_BYTES } })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('fails an answer larger than the server holds, declared or not', async () => {
    const server = { limits: { deadlineMs: 10_000, maxAnswerBytes: MAX_ANSWER_BYTES } };
    const huge = `"${'x'.repeat(MAX_ANSWER_BYTES)}"`;
    fixtureServer.use(http.get(`${TEST_API_BASE}${PATH}`, () => new HttpResponse(huge, { headers: { 'content-type': 'application/json' } })));
    await expect(call(server)).rejects.toBeInstanceOf(AnswerTooLargeError);
    const chunks = new ReadableStream<Uint8Array>({
      start: (controller) => {
        for (let i = 0; i < 9; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        controller.close();
      },
    });
    fixtureServer.use(http.get(`${TEST_API_BASE}${PATH}`, () => new HttpResponse(chunks, { headers: { 'content-type': 'application/json' } })));
    await expect(call(server)).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it('never follows a redirect, with the token, to wherever it points: the call fails', async () => {
    let followed = 0;
    fixtureServer.use(
      http.get(`${TEST_API_BASE}${PATH}`, () => new HttpResponse(null, { status: 302, headers: { location: 'http://elsewhere.test/steal' } })),
      http.get('http://elsewhere.test/steal', () => ((followed += 1), HttpResponse.json({ success: true }))),
    );
    await expect(call()).rejects.toBeInstanceOf(HTTPError);
    expect(followed).toBe(0);
  });
});
