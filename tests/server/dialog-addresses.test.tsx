// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { type RenderAnswer } from '../../src/entry-server';
import { renderRequest } from './support/renderer';
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
    ['a gallery picture the product does not have', '/pdp/1001?gallery=11', '/pdp/1001'],
    ['a picture the page\'s carousel does not have, beside the buy dialog', '/pdp/1001?buy=1&image=7', '/pdp/1001?buy=1'],
    ['a gallery picture of a product with two', '/pdp/1004?gallery=3', '/pdp/1004'],
    ['a carousel picture of a product with two, beside its gallery', '/pdp/1004?image=3&gallery=2', '/pdp/1004?gallery=2'],
    ['a store code no store has', '/gifting?store=ZZ999', '/gifting'],
    ['a store code no store has, beside a job', '/about-us?store=ZZ999&job=J1001', '/about-us?job=J1001'],
  ])('%s: %s -> %s', async (_name, target, location) => {
    expect(await render(target)).toEqual({ kind: 'redirect', status: 301, location, cacheControl: 'no-store' });
  });

  it.each([
    ['/pdp/1001?buy=1', '购买渠道'],
    ['/pdp/1001?gallery=10', 'SIM3 MAX 一号木 第 10 张，共 10 张'],
    ['/gifting?store=SH001', 'MERIDIAN 上海静安旗舰店'],
    ['/about-us?job=J1001', '高尔夫球杆定制技师'],
  ])('renders %s with its dialog open', async (target, text) => {
    const answer = await render(target);
    expect(answer).toMatchObject({ kind: 'page', status: 200 });
    const body = answer.kind === 'page' ? answer.body : '';
    expect(body).toMatch(/<dialog open=""/);
    expect(body).toContain(text);
  });

  it('renders the buy dialog with the phone of the settings\' boutique, a number a phone dials', async () => {
    const answer = await render('/pdp/1001?buy=1');
    const body = answer.kind === 'page' ? answer.body : '';
    const offline = /<section [^>]*aria-label="线下精品店"[\s\S]*?<\/section>/.exec(body)?.[0];
    expect(offline).toMatch(/门店电话：<a [^>]*href="tel:02162881979"[^>]*>021-6288 1979<\/a>/);
  });

  it('renders the gallery open at ?gallery=N, its previous and next pictures and its close as links', async () => {
    const answer = await render('/pdp/1001?image=3&gallery=1');
    const body = answer.kind === 'page' ? answer.body : '';
    const dialog = /<dialog open=""[^>]*aria-label="SIM3 MAX 一号木 图集"[\s\S]*?<\/dialog>/.exec(body)?.[0] ?? '';
    expect(dialog).toContain('alt="SIM3 MAX 一号木 第 1 张，共 10 张"');
    const hrefOf = (label: string) => new RegExp(`<a [^>]*href="([^"]*)"[^>]*aria-label="${label}"|<a [^>]*aria-label="${label}"[^>]*href="([^"]*)"`).exec(dialog)?.slice(1).find(Boolean)?.replaceAll('&amp;', '&');
    expect([hrefOf('上一张'), hrefOf('下一张'), hrefOf('关闭')]).toEqual(['/pdp/1001?image=3&gallery=10', '/pdp/1001?image=3&gallery=2', '/pdp/1001?image=3']);
  });
});
