// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { renderRequest, type RenderAnswer } from '../../src/entry-server';
import { withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// A dialog's address is a page of its own in the cache: it renders open when it names something, and is sent to the
// page's own address (a redirect nobody keeps) when it names nothing.


const render = (target: string): Promise<RenderAnswer> => renderRequest(`http://site.invalid${target}`);

beforeAll(async () => {
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

describe('dialog addresses', () => {
  it.each([
    ['a buy dialog that is not 1', '/pdp/1001?buy=zzz', '/pdp/1001'],
    ['a store code no store has', '/gifting?store=ZZ999', '/gifting'],
    ['a store code no store has, beside a job', '/about-us?store=ZZ999&job=J1001', '/about-us?job=J1001'],
  ])('%s: %s -> %s', async (_name, target, location) => {
    expect(await render(target)).toEqual({ kind: 'redirect', status: 301, location, cacheControl: 'no-store' });
  });

  it.each([
    ['/pdp/1001?buy=1', '购买渠道'],
    ['/gifting?store=SH001', 'MERIDIAN 上海静安旗舰店'],
    ['/about-us?job=J1001', '高尔夫球杆定制技师'],
  ])('renders %s with its dialog open', async (target, text) => {
    const answer = await render(target);
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    const body = answer.kind === 'page' ? answer.body : '';
    expect(body).toMatch(/<dialog open=""/);
    expect(body).toContain(text);
  });
});
