// @vitest-environment node
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostedForm } from '../../src/entry-server';
import type { Renderer } from '../../src/entry-server';
import { createSiteApp } from '../../server/site-app';
import { get, rawRequest } from './support/listeners';
import { appOptions, pageOf, standInBuild, stubSite } from './support/stub-site';

// The render server's part in a page's form: a form posted to a page reaches its action through the render, small and
// urlencoded only (the job application's multipart, to /about-us alone), and the club captcha's picture comes from an address of the server's own, kept nowhere.

let dist: string;
let app: FastifyInstance;
let port: number;
const posted: (PostedForm | undefined)[] = [];
const picture: Renderer['picture'] = () => Promise.resolve({ kind: 'picture', picture: { type: 'image/png', bytes: new Uint8Array([1, 2, 3]), setCookie: 'club_captcha=k1; Path=/certification; HttpOnly; SameSite=Strict' } });
let captcha = picture;

beforeAll(async () => {
  dist = standInBuild();
  const renderRequest: Renderer['renderRequest'] = (address, _signal, form) => {
    posted.push(form);
    if (form && address.endsWith('/contact-us')) return Promise.resolve({ kind: 'not-allowed', status: 405 });
    return Promise.resolve({ kind: 'page', status: form ? 422 : 200, route: '/*', empty: false, head: '', body: pageOf(address), data: '', tags: [] });
  };
  app = await createSiteApp(appOptions(stubSite(dist, { renderRequest, picture: (path, signal, secure) => captcha(path, signal, secure) })));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A POST as a browser sends a form (urlencoded unless told), over a socket of its own (the tests' fetch goes to msw). */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  rawRequest(port, [`POST ${path} HTTP/1.1`, 'Host: site.test', 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`, ...Object.entries({ 'content-type': 'application/x-www-form-urlencoded', ...headers }).map(([k, v]) => `${k}: ${v}`), '', body].join('\r\n'));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('a form posted to a page', () => {
  it('is rendered with its body and the visitor\'s cookie, and its answer is kept nowhere', async () => {
    posted.length = 0;
    const answer = await post('/verification', form({ securityCode: 'MD2026000000000001' }), { cookie: 'club_captcha=k1' });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([422, 'no-store']);
    expect(answer.body).toBe(pageOf('http://x/verification'));
    expect(posted).toEqual([{ body: 'securityCode=MD2026000000000001', cookie: 'club_captcha=k1' }]);
  });

  it('answers 405 with the methods the page takes when it has no form', async () => {
    const answer = await post('/contact-us', form({ a: '1' }));
    expect([answer.status, answer.headers.get('allow'), answer.headers.get('cache-control')]).toEqual([405, 'GET, HEAD', 'no-store']);
  });

  it('refuses a body that is not urlencoded (415) or larger than a form of the site (413), unrendered', async () => {
    posted.length = 0;
    expect((await post('/verification', '{"securityCode":"x"}', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post('/verification', form({ securityCode: 'x'.repeat(5000) }))).status).toBe(413);
    expect(posted).toEqual([]);
  });

  it('passes the job application posted to /about-us on as multipart, its Content-Type with it, and takes multipart nowhere else', async () => {
    posted.length = 0;
    const type = 'multipart/form-data; boundary=b';
    const body = ['--b', 'Content-Disposition: form-data; name="personName"', '', '韩梅梅', '--b--', ''].join('\r\n');
    const answer = await post('/about-us?job=J1001&apply=1', body, { 'content-type': type, cookie: 'job_captcha=k2' });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([422, 'no-store']);
    expect(posted).toEqual([{ body: new Uint8Array(Buffer.from(body)), type, cookie: 'job_captcha=k2' }]);
    expect((await post('/verification', body, { 'content-type': type })).status).toBe(415);
    expect((await post('/about-us', form({ personName: 'x' }))).status).toBe(415);
    expect(posted).toHaveLength(1);
  });

  it('leaves a GET as it was: rendered with no form, cacheable', async () => {
    posted.length = 0;
    const answer = await get(port, '/verification');
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    expect(posted).toEqual([undefined]);
  });
});

describe('a captcha\'s picture', () => {
  it('is the backend\'s picture with the cookie of its key, kept nowhere, and runs nothing opened on its own', async () => {
    const answer = await get(port, '/__captcha/club');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBe('club_captcha=k1; Path=/certification; HttpOnly; SameSite=Strict');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(answer.body).toBe('\u0001\u0002\u0003');
  });

  it('is the job application\'s at its own address, the route picture of that address', async () => {
    const asked: string[] = [];
    captcha = (path, signal, secure) => (asked.push(path), picture(path, signal, secure));
    try {
      const answer = await get(port, '/__captcha/job');
      expect([answer.status, answer.headers.get('cache-control'), asked]).toEqual([200, 'no-store', ['/__captcha/job']]);
    } finally {
      captcha = picture;
    }
  });

  it('is 503, kept nowhere and with no cookie, when the backend gives none', async () => {
    // The backend's picture comes back after: the tests of this file run in any order (red under --sequence.shuffle, seed 11).
    captcha = () => Promise.resolve({ kind: 'unavailable', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', error: new Error('backend down') });
    try {
      const answer = await get(port, '/__captcha/club');
      expect([answer.status, answer.headers.get('cache-control'), answer.headers.get('set-cookie')]).toEqual([503, 'no-store', undefined]);
      // The picture of the failure's message, which the page shows in the captcha's box.
      expect([answer.headers.get('content-type'), answer.headers.get('content-security-policy')]).toEqual(['image/svg+xml; charset=utf-8', expect.stringContaining('sandbox')]);
      expect(answer.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } finally {
      captcha = picture;
    }
  });
});
