// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaCode } from '../../fixtures/api/captcha';
import { routes } from '../../src/app/route-table';
import { type RenderAnswer, type RenderedPage } from '../../src/entry-server';
import { renderRequest } from './support/renderer';
import { fetchBackend, fixtureServer, TEST_API_BASE, withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// A form posted to a page, as the render server answers it without the app: the route's action runs on the server and
// the page renders with its answer (and carries it for hydration). 200 for a result, 422 when the visitor must correct
// something (a rule, a refused captcha), 503 when the backend failed, the spec's message shown in each case.


const post = (target: string, fields: Record<string, string>, cookie?: string): Promise<RenderAnswer> =>
  renderRequest(`http://site.invalid${target}`, undefined, { body: new URLSearchParams(fields).toString(), cookie });
const page = (answer: RenderAnswer): RenderedPage => {
  if (answer.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(answer)}`);
  return answer;
};
/** The key of a fresh captcha the fixture backend handed out, as the server's picture would put it in the visitor's cookie. */
const captchaKey = async (): Promise<string> =>
  ((await (await fetchBackend(`${TEST_API_BASE}/ecommerce/v1/taylormade/clubAuth/captcha`)).json()) as { data: { captchaKey: string } }).data.captchaKey;

beforeAll(async () => {
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

describe('product verification', () => {
  it('answers a code with its result, the code kept in the field, and the answer in the hydration data', async () => {
    const answer = page(await post('/verification', { securityCode: 'MD2026000000000001' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('正品验证通过');
    expect(answer.body).toContain('value="MD2026000000000001"');
    expect(answer.data).toContain('"actionData":{"verification"');
  });

  it('answers a code the rules refuse with 422 and the rule\'s message, on the other address too', async () => {
    const answer = page(await post('/customer-service/product-verification', { securityCode: 'ABC' }));
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('防伪码为 12-20 位数字或字母，请核对后重新输入');
    expect(answer.body).toContain('value="ABC"');
  });

  it('answers a failed query with 503 and 请求失败，请稍后重试！, never the HTTP layer\'s text, the code kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/securityCode/query', () => new HttpResponse('Internal Server Error', { status: 500 })));
    const answer = page(await post('/verification', { securityCode: 'MD2026000000000001' }));
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('请求失败，请稍后重试！');
    expect(answer.body).not.toContain('Internal Server Error');
    expect(answer.body).toContain('value="MD2026000000000001"');
  });

  it('answers a form posted at another spelling of the address where it was posted (a redirect would drop it)', async () => {
    expect(page(await post('/Verification/', { securityCode: 'MD2026000000000001' })).status).toBe(200);
  });
});

describe('club authentication', () => {
  it('authenticates with the captcha of the visitor\'s cookie', async () => {
    const key = await captchaKey();
    const answer = page(await post('/certification', { serialNumber: 'MD24D1979001', captchaCode: captchaCode(key) }, `other=1; club_captcha=${encodeURIComponent(key)}`));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('认证成功');
  });

  it('refuses a wrong captcha with 422 and the spec\'s message, the serial kept and the captcha code not', async () => {
    const key = await captchaKey();
    const answer = page(await post('/certification', { serialNumber: 'MD24D1979001', captchaCode: captchaCode(key) === 'ZZZZ' ? 'YYYY' : 'ZZZZ' }, `club_captcha=${key}`));
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('验证码错误，请重新输入');
    expect(answer.body).toContain('value="MD24D1979001"');
    expect(answer.body).toContain('name="captchaCode" value=""');
  });

  it('says the captcha expired when the form comes with no captcha at all (no cookie, no key)', async () => {
    const answer = page(await post('/certification', { serialNumber: 'MD24D1979001', captchaCode: 'ABCD' }));
    expect([answer.status, answer.body.includes('验证码已过期，请重新输入')]).toEqual([422, true]);
  });

  it('names the missing fields with 422 before asking the backend', async () => {
    const answer = page(await post('/certification', {}));
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('请输入球杆序列号');
    expect(answer.body).toContain('请输入验证码');
  });
});

it('refuses a form posted to a page that takes none', async () => {
  expect(await post('/contact-us', { a: '1' })).toEqual({ kind: 'not-allowed', status: 405 });
});
