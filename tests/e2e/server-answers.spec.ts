import { FAULT_HEADER } from '../../fixtures/faults';
import { expect, test } from './console';

// What the render server answers for an address, as a crawler or a cache in front sees it: the status code, where a
// redirect goes, and how long a shared cache may keep it. Asked without a browser (the `request` fixture).

const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=604800';

test('a page answers 200 with its content and may be cached for 30 s, then served stale', async ({ request }) => {
  const answer = await request.get('/pdp/1001', { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe(PAGE_CACHE);
  expect(await answer.text()).toContain('SIM3 MAX 一号木');
});

for (const [name, path] of [['product', '/pdp/999999'], ['news article', '/news/999999'], ['short link', '/s/no-such-code']] as const) {
  test(`an unknown ${name} answers 404, with the page the site shows for it`, async ({ request }) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toContain('text/html');
    expect(await answer.text()).toContain('<div id="root"><');
  });
}

test('an unknown path redirects to / with a 302 no cache keeps (a made-up path mints no entry)', async ({ request }) => {
  const answer = await request.get('/no-such/page', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/');
  expect(answer.headers()['cache-control']).toBe('no-store');
});

for (const fault of ['500', 'network', 'malformed', 'unsuccessful'] as const) {
  test(`a page whose backend call fails (${fault}) answers 503 with Retry-After, never cached, with the spec's message`, async ({ request }) => {
    const answer = await request.get('/about-us', { maxRedirects: 0, headers: { [FAULT_HEADER]: `${fault}@/ecommerce/biz/eccms/v1/page` } });
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toBe('30');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.text()).toContain('请求失败，请稍后重试！');
  });
}

/** The page's main landmark as the server rendered it (the hydration data after it holds every message of the route's data). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

test('a page whose optional CMS content fails answers as /member does (503, never cached), its feature rendered and no failed state', async ({ request }) => {
  const contentFails = { [FAULT_HEADER]: '500@/ecommerce/biz/eccms/v1/page/queryRegionContents/' };
  const member = await request.get('/member', { maxRedirects: 0, headers: contentFails });
  const findUs = await request.get('/find-us', { maxRedirects: 0, headers: contentFails });
  expect([findUs.status(), findUs.headers()['cache-control']]).toEqual([member.status(), member.headers()['cache-control']]);
  expect(findUs.status()).toBe(503);
  const main = mainOf(await findUs.text());
  expect(main).toContain('MERIDIAN 上海静安旗舰店');
  expect(main).not.toContain('到店之前');
  expect(main).not.toContain('请求失败，请稍后重试！');
});

test('a store page whose own call fails still answers 503 beside content that loaded', async ({ request }) => {
  const answer = await request.get('/find-us', { maxRedirects: 0, headers: { [FAULT_HEADER]: '500@/ecommerce/open/v1/store' } });
  expect(answer.status()).toBe(503);
  const main = mainOf(await answer.text());
  expect(main).toContain('门店数据获取失败，请稍后重试！');
  expect(main).toContain('到店之前');
});

test('every answer carries the security headers, redirects and failures included', async ({ request }) => {
  for (const [path, headers] of [['/', {}], ['/no-such', {}], ['/pdp/999999', {}], ['/about-us', { [FAULT_HEADER]: '500' }], ['/__styles/x.css', {}]] as const) {
    const answer = await request.get(path, { maxRedirects: 0, headers });
    expect(answer.headers()['content-security-policy'], path).toContain("script-src 'self';");
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a page kept in a shared cache carries no visitor\'s own data: /certification has no captcha in its HTML', async ({ request }) => {
  const html = await (await request.get('/certification')).text();
  expect(html).toContain('球杆认证');
  expect(html).not.toMatch(/captchaKey|clubAuth\/captcha|data:image/);
});
