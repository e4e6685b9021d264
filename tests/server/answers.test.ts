// @vitest-environment node
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAULT_HEADER } from '../../fixtures/faults';
import { fixtureMode } from '../../server/fixture-mode';
import { createSiteApp } from '../../server/site-app';
import { testRenderer } from './support/renderer';
import { withFixtureServer } from '../support/fixture-server';
import { appOptions, standInBuild, stubSite } from './support/stub-site';

// What the render server answers for an address, as a crawler or a cache in front sees it: the status, where a
// redirect goes, how long a shared cache may keep it. The real render on the fixture API (msw), through the app run
// on the bundled fixtures as the browser specs run it: a fault header reaches the fixtures.

withFixtureServer();

const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800';
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = standInBuild();
  // As server/main.ts does on the bundled fixtures: the render's calls to them carry the page request's faults.
  // A render of the real entry takes longer than the stand-in's on a busy runner: its deadline is not what is tested.
  app = await createSiteApp(appOptions(stubSite(dist, testRenderer), { scenarios: fixtureMode, renderTimeoutMs: 20_000 }));
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The answer for `url`, the fixture API failing as `fault` says (`fault@path prefix`, fixtures/faults.ts) when given. */
async function ask(url: string, fault?: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return app.inject({ method: 'GET', url, headers: fault ? { [FAULT_HEADER]: fault } : {} });
}

/** The page's main landmark as the server rendered it (the hydration data after it holds every message of the route's data). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('the answers of the render server', () => {
  it('a page answers 200 with its content and may be cached for 30 s, then served stale', async () => {
    const answer = await ask('/pdp/1001');
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, PAGE_CACHE]);
    expect(answer.body).toContain('SIM3 MAX 一号木');
  });

  it.each([['/pdp/999999', '该商品暂不可售'], ['/news/999999', ''], ['/s/no-such-code', '链接无效或已失效']])('%s, which the backend does not know, answers 404 with the page the site shows for it, kept nowhere', async (path, shown) => {
    const answer = await ask(path);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([404, 'no-store']);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain(shown);
  });

  it('an unknown path redirects to / with a 302 no cache keeps (a made-up path mints no entry)', async () => {
    const answer = await ask('/no-such/page');
    expect([answer.statusCode, answer.headers.location, answer.headers['cache-control']]).toEqual([302, '/', 'no-store']);
  });

  it.each(['500', 'network', 'malformed', 'unsuccessful'])("a page whose backend call fails (%s) answers 503 with Retry-After, never cached, with the spec's message", async (fault) => {
    const answer = await ask('/about-us', `${fault}@/ecommerce/biz/eccms/v1/page`);
    expect([answer.statusCode, answer.headers['retry-after'], answer.headers['cache-control']]).toEqual([503, '30', 'no-store']);
    expect(answer.body).toContain('请求失败，请稍后重试！');
  });

  it('a page whose optional CMS content fails answers as /member does (503, never cached), its feature rendered and no failed state', async () => {
    const fault = '500@/ecommerce/biz/eccms/v1/page/queryRegionContents/';
    const member = await ask('/member', fault);
    const findUs = await ask('/find-us', fault);
    expect([findUs.statusCode, findUs.headers['cache-control']]).toEqual([member.statusCode, member.headers['cache-control']]);
    expect(findUs.statusCode).toBe(503);
    const main = mainOf(findUs.body);
    expect(main).toContain('MERIDIAN 上海静安旗舰店');
    expect(main).not.toContain('到店之前');
    expect(main).not.toContain('请求失败，请稍后重试！');
  });

  it('a store page whose own call fails still answers 503 beside content that loaded', async () => {
    const answer = await ask('/find-us', '500@/ecommerce/open/v1/store');
    expect(answer.statusCode).toBe(503);
    const main = mainOf(answer.body);
    expect(main).toContain('门店数据获取失败，请稍后重试！');
    expect(main).toContain('到店之前');
  });

  it('every answer carries the security headers, redirects and failures included', async () => {
    for (const [path, fault] of [['/'], ['/no-such'], ['/pdp/999999'], ['/about-us', '500'], ['/__styles/x.css']] as const) {
      const answer = await ask(path, fault);
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self';");
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it("a page kept in a shared cache carries no visitor's own data: /certification has no captcha in its HTML", async () => {
    const answer = await ask('/certification');
    expect(answer.body).toContain('球杆认证');
    expect(answer.body).not.toMatch(/captchaKey|clubAuth\/captcha|data:image/);
  });
});
