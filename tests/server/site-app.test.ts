// @vitest-environment node
import { rmSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../schemas/security-policy';
import { createSiteApp, type SiteAppOptions } from '../../server/site-app';
import { MAX_TARGET_LENGTH } from '../../server/request-target';
import type { Renderer } from '../../src/entry-server';
import { fixtureMode } from '../../server/fixture-mode';
import { get, listen, rawRequest, type Listener } from './support/listeners';
import { appOptions, pageOf, SHELL, standInBuild, stubSite } from './support/stub-site';

const POLICY = { apiBaseUrl: 'https://api.example.cn', imageBaseUrl: '', mapKey: '' };
let dist: string;
let backend: Listener;
let app: FastifyInstance;
let port: number;

/** The app over a stand-in build and render, forwarding to `backend` (fixture mode off unless said). */
async function startApp(over: Partial<SiteAppOptions> = {}): Promise<{ app: FastifyInstance; port: number }> {
  const renderRequest: Renderer['renderRequest'] = (address) =>
    address.includes('/broken') ? Promise.reject(new Error('boom')) : Promise.resolve({ kind: 'page', status: 200, route: '/*', empty: false, head: '', body: pageOf(address), data: '', tags: [] });
  const started = await createSiteApp(appOptions(stubSite(dist, { renderRequest }), { backend: backend.origin, policy: POLICY, ...over }));

  await started.listen({ port: 0, host: '127.0.0.1' });
  return { app: started, port: (started.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  dist = standInBuild();
  backend = await listen();
  ({ app, port } = await startApp());
});

afterAll(async () => {
  await app.close();
  await backend.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pages', () => {
  it.each(['/pdp/1.5', '/brand-story/v1.2', '/news/2024.11.05', '/', '/index.html', '/about-us?x=1'])('renders %s as a page (a dot, a file name of the build\'s, a query)', async (target) => {
    const answer = await get(port, target);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toBe(pageOf(`http://x${target}`));
  });

  it('answers a page that does not render with the app shell, 500 and no-store (a cache keeps its good copy)', async () => {
    const answer = await get(port, '/broken');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toBe(SHELL);
  });

  it('answers another method on a page with 405 and the methods it takes', async () => {
    const answer = await rawRequest(port, 'DELETE /about-us HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('lists the site\'s pages in sitemap.xml, on the public site base', async () => {
    const answer = await get(port, '/sitemap.xml');
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.body).toContain('<loc>https://www.example.cn/pdp/1001</loc>');
  });
});

describe('robots.txt and the sitemap', () => {
  it.each(['/robots.txt?x=1', '/sitemap.xml?v=2'])('send %s, a query neither reads, to their one address, kept nowhere (no made-up query mints a cache entry)', async (target) => {
    const answer = await get(port, target);
    expect([answer.status, answer.headers.get('location'), answer.headers.get('cache-control')]).toEqual([301, target.split('?')[0], 'no-store']);
  });
});

describe('build files', () => {
  it('serves an asset for a year, a public file for five minutes', async () => {
    const asset = await get(port, '/assets/app-1a2b.js');
    expect(asset.body).toBe('export {};');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(port, '/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers a missing asset 404, kept nowhere, never a page', async () => {
    const answer = await get(port, '/assets/gone-9z9z.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toContain('text/plain');
  });

  it.each(['/assets/app-1a2b.js.map', '/.vite/manifest.json', '/.env'])('never serves the operators\' file %s', async (target) => {
    const answer = await get(port, target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('version');
  });
});

describe('a page\'s own style rules', () => {
  it('are allowed by their hash in that page\'s policy alone; every other answer keeps the plain policy', async () => {
    const styles = { css: '[data-ps="a"][data-ps="a"]{--ratio:1}', hash: 'sha256-c3R5bGVz', file: 'x.css' };
    const styled = await createSiteApp(appOptions({ ...stubSite(dist), document: (rendered) => ({ html: rendered.body, styles }) }, { backend: backend.origin, policy: POLICY }));
    await styled.listen({ port: 0, host: '127.0.0.1' });
    try {
      const at = (styled.server.address() as AddressInfo).port;
      expect((await get(at, '/pdp/1')).headers.get('content-security-policy')).toBe(contentSecurityPolicy(POLICY, [styles.hash]));
      expect(contentSecurityPolicy(POLICY, [styles.hash])).toContain("style-src 'self' 'sha256-c3R5bGVz';");
      for (const path of ['/assets/app-1a2b.js', '/favicon.svg', '/ecommerce/x']) {
        expect((await get(at, path)).headers.get('content-security-policy'), path).toBe(contentSecurityPolicy(POLICY));
      }
    } finally {
      await styled.close();
    }
  });
});

describe('request targets that are not a plain path', () => {
  it.each([
    ['a malformed percent escape', '/%ZZ'],
    ['an encoded dot', '/%2Evite/manifest.json'],
    ['an encoded slash', '/..%2f..%2fetc%2fpasswd'],
    ['a dot segment', '/assets/../index.html'],
    ['a backslash', '/\\evil.example/x'],
    ['a fragment, where a URL parser ends the path', '/ecommerce/..#x'],
    ['a double slash', '//evil.example/x'],
    ['the absolute form', 'http://evil.example/x'],
  ])('refuses %s with 400, the security headers and the app shell', async (_name, target) => {
    const answer = await get(port, target);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.cn");
    expect(answer.body).toBe(SHELL);
  });
});

describe('request targets longer than any address of the site', () => {
  // nginx keeps an upstream answer's headers in 16 KB: a redirect of a longer target could pass it (a canonical
  // Location percent-encodes, so it may be longer than the target), which nginx counts as a failing server.
  it.each([
    ['a search of 700 bracketed names', `/search-results-page?keyword${'[b]'.repeat(700)}=1`],
    ['a product path of 2,100 semicolons', `/pdp/1001${';'.repeat(2_100)}`],
    ['an upper-case path of 3,900 characters', `/PDP/${'A'.repeat(3_900)}`],
  ])('refuses %s with 414 and the app shell before routing, never a redirect', async (_name, target) => {
    const answer = await get(port, target);
    expect(answer.status).toBe(414);
    expect(answer.headers.get('location')).toBeUndefined();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.body).toBe(SHELL);
  });

  it('renders a target of exactly the longest length it takes', async () => {
    const target = `/about-us?x=${'a'.repeat(MAX_TARGET_LENGTH - '/about-us?x='.length)}`;
    expect((await get(port, target)).status).toBe(200);
  });
});

describe('requests node\'s parser refuses', () => {
  it.each([
    ['a URL past 16 KB', `GET /search-results-page?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
    ['a control character in the path', 'GET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ])('answers %s with its status, every security header and the app shell', async (_name, bytes, status) => {
    const answer = await rawRequest(port, bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.body).toBe(SHELL);
  });

  // Chromium opens connections ahead of its requests; on one that node has timed out it resends on a 408, never on a 400.
  it('answers a connection that sent no request before the headers deadline with 408 and every security header', async () => {
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const answer = rawRequest(port, '');
    // What node's connection check emits for a connection idle past headersTimeout.
    app.server.emit('clientError', Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), await accepted);
    const { status, headers } = await answer;
    expect(status).toBe(408);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('security headers', () => {
  it.each(['/', '/broken', '/assets/app-1a2b.js', '/assets/gone-9z9z.js', '/%ZZ', '/fixture-images/none.jpg', '/ecommerce/nothing', '/__styles/nothing.css', '/__revalidate', '/robots.txt'])('are on %s', async (target) => {
    const { headers } = await get(port, target);
    expect(headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.cn");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('POST /__revalidate', () => {
  const TOKEN = 'publish-secret';
  const publish = (target: FastifyInstance, authorization?: string) =>
    target.inject({ method: 'POST', url: '/__revalidate', headers: { 'content-type': 'application/json', ...(authorization !== undefined && { authorization }) }, payload: { paths: ['/pdp/1001'] } });
  let withToken: FastifyInstance;
  let forgotten = 0;
  beforeAll(async () => {
    withToken = await createSiteApp(appOptions(stubSite(dist, { forgetServerCaches: () => void (forgotten += 1) }), { revalidateToken: TOKEN }));
  });
  afterAll(() => withToken.close());
  beforeEach(() => {
    forgotten = 0;
  });

  // The token must be the whole of what is given: neither a part of it nor more than it opens the endpoint.
  it.each([undefined, '', 'Bearer ', `Bearer ${TOKEN.slice(0, 1)}`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN}${TOKEN}`, `bearer ${TOKEN}`, TOKEN])(
    'refuses the authorization %j with 401, forgetting nothing',
    async (authorization) => {
      const answer = await publish(withToken, authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(forgotten).toBe(0);
    },
  );

  it('takes the exact token: the server forgets its caches (no cache in front to purge)', async () => {
    const answer = await publish(withToken, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ purged: [], note: expect.stringContaining('PURGE_URL unset') });
    expect(forgotten).toBe(1);
  });

  it('is off (404) on a server without a token, whatever is given', async () => {
    expect((await publish(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('finds the pages of a content id through the renders\' bindings, and refuses one no page shows with 400 naming it', async () => {
    const publishIds = (contentIds: string[]) => withToken.inject({ method: 'POST', url: '/__revalidate', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, payload: { contentIds } });
    expect((await publishIds(['rc-home'])).json()).toMatchObject({ pages: { contentIds: { 'rc-home': ['/'] } }, tags: ['content:rc-home'] });
    const refused = await publishIds(['rc-gone']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'no page of the site shows contentIds "rc-gone"' });
  });
});

describe('GET /__cache-generation', () => {
  // nginx keys every page under it and keeps it until a publish purges every page (deploy/nginx.conf).
  it('answers a new generation each time, 204, for a cache to keep', async () => {
    const [first, second] = await Promise.all([get(port, '/__cache-generation'), get(port, '/__cache-generation')]);
    expect(first?.status).toBe(204);
    expect(first?.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=31536000');
    expect(first?.headers.get('x-cache-generation')).toMatch(/^[\w-]{16,}$/);
    expect(second?.headers.get('x-cache-generation')).not.toBe(first?.headers.get('x-cache-generation'));
  });
});

describe('the fixture fault header (QA\'s, on the demo backend)', () => {
  it('makes a page kept nowhere when the server runs the bundled fixtures, so no visitor is ever served QA\'s fault', async () => {
    const demo = await startApp({ scenarios: fixtureMode });
    const answer = await get(demo.port, '/about-us', { 'x-fixture-fault': '404@/ecommerce/open/v1/product' });
    await demo.app.close();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('renders the page under the scenario it names (the fixture mode\'s), and a page without one as any other', async () => {
    const ran: string[] = [];
    const renderRequest: Renderer['renderRequest'] = (address) => (ran.push(address), Promise.resolve({ kind: 'page', status: 200, route: '/*', empty: false, head: '', body: '', data: '', tags: [] }));
    const underScenario: Renderer['underScenario'] = (headers) => (ran.push(`scenario ${JSON.stringify(headers)}`), { ...site.renderer, renderRequest });
    const site = stubSite(dist, { renderRequest, underScenario });
    const demo = await createSiteApp(appOptions(site, { backend: backend.origin, policy: POLICY, scenarios: fixtureMode }));
    await demo.inject({ url: '/about-us', headers: { 'x-fixture-fault': '500' } });
    await demo.inject({ url: '/contact-us' });
    await demo.close();
    expect(ran).toEqual(['scenario {"x-fixture-fault":"500"}', 'http://site.invalid/about-us', 'http://site.invalid/contact-us']);
  });

  it('is ignored by a server with a backend of its own: the page is cached as any other', async () => {
    const answer = await get(port, '/about-us', { 'x-fixture-fault': '404@/ecommerce/open/v1/product' });
    expect(answer.headers.get('cache-control')).toContain('s-maxage=30');
  });
});

describe('a visitor who left before the page was begun', () => {
  it('gets no render: a request read after its socket closed (a burst that left a queue behind) renders for nobody', async () => {
    const renders: boolean[] = [];
    const renderRequest: Renderer['renderRequest'] = (_address, signal) => (renders.push(signal?.aborted ?? false), Promise.resolve({ kind: 'page', status: 200, route: '/*', empty: false, head: '', body: '', data: '', tags: [] }));
    const late = await createSiteApp(appOptions(stubSite(dist, { renderRequest }), { backend: backend.origin, policy: POLICY }));
    // The page's handler begins only once the visitor's socket is gone, as it does behind a queue of renders.
    late.addHook('preHandler', (request, _reply, done) => (request.raw.socket.destroyed ? done() : request.raw.socket.once('close', () => done())));
    let answered = false;
    late.addHook('onSend', async () => void (answered = true));
    await late.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = connect((late.server.address() as AddressInfo).port, '127.0.0.1', () => socket.end('GET /about-us HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', () => undefined);
      socket.on('end', () => socket.destroy());
      await vi.waitFor(() => expect(answered).toBe(true));
      // Not begun at all (it never got a turn), or begun already aborted: either way no render for nobody.
      expect(renders.filter((aborted) => !aborted)).toEqual([]);
    } finally {
      await late.close();
    }
  });
});
