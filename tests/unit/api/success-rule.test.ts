// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isOk } from '../../../schemas/success-rule';
import { fetchPageContents, fetchScreenContents } from '../../../src/api/cms';
import { requireOk, UnsuccessfulError } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/endpoints';
import { empty, load } from '../../../src/api/load';
import { fetchProductDetail } from '../../../src/api/product';
import { fetchJobPage } from '../../../src/api/recruit';
import { parseBlocks } from '../../../src/engine/parse';
import { testClient } from '../../support/client';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

const answer = (success: boolean, errorCode: string | null) => ({ success, errorCode, errorMessage: 'nope', data: [] });

describe('the one success rule', () => {
  it.each([
    [true, '0', 'success', true],
    [true, null, 'success', true],
    [true, '500', 'success', true],
    [false, '0', 'success', false],
    [true, '0', 'success-and-code', true],
    [true, null, 'success-and-code', false],
    [true, '500', 'success-and-code', false],
    [false, '0', 'success-and-code', false],
  ] as const)('success %s, errorCode %s under %s -> %s', (success, errorCode, rule, ok) => {
    expect(isOk({ success, errorCode }, rule)).toBe(ok);
    if (ok) expect(requireOk(answer(success, errorCode), '/x', rule)).toMatchObject({ success });
    else expect(() => requireOk(answer(success, errorCode), '/x', rule)).toThrow(UnsuccessfulError);
  });
});

describe('each call function applies its own endpoint\'s rule, so no caller chooses one', () => {
  const client = () => testClient().client;
  const serve = (endpoint: string, method: 'get' | 'post', body: object) => fixtureServer.use(http[method](`*${endpoint}`, () => HttpResponse.json(body)));
  const refused = { success: false, errorCode: '0', errorMessage: 'no', data: null };
  const codeNotZero = { success: true, errorCode: '500', errorMessage: 'busy', data: null };

  it('throws an UnsuccessfulError for success false, on a call that answers data as on one that answers the envelope', async () => {
    serve(endpoints.regionContents.path, 'get', refused);
    await expect(fetchPageContents(client(), 'p')).rejects.toBeInstanceOf(UnsuccessfulError);
    serve(endpoints.jobPage.path, 'post', { ...refused, data: { list: [], total: 0, pageNum: 1, pageSize: 6 } });
    await expect(fetchJobPage(client(), { pageNum: 1, pageSize: 6, channelCode: 'RC' })).rejects.toBeInstanceOf(UnsuccessfulError);
  });

  it('needs errorCode 0 for the product detail (the spec), and only success for page contents', async () => {
    serve(endpoints.productDetail.path, 'get', codeNotZero);
    await expect(fetchProductDetail(client(), 'p1')).rejects.toBeInstanceOf(UnsuccessfulError);
    serve(endpoints.regionContents.path, 'get', { ...codeNotZero, data: [] });
    await expect(fetchPageContents(client(), 'p')).resolves.toMatchObject({ success: true, data: [] });
  });
});

describe('load', () => {
  it('hands back the data of a call that succeeds', async () => {
    await expect(load('t', async () => [1, 2])).resolves.toEqual({ status: 'ok', data: [1, 2] });
  });

  it('calls successful data empty when the page says so, with the reason in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(load('home', async () => empty('no blocks'))).resolves.toEqual({ status: 'empty', reason: 'no blocks' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no blocks'));
  });

  it('gives a visitor the retry message and the log the raw error, for a failed request and for an unsuccessful answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = await load('p', () => Promise.reject(new Error('HTTPError: Request failed with status code 500 Internal Server Error: GET http://x/y')));
    expect(failed).toEqual({ status: 'failed', cause: 'request', message: '请求失败，请稍后重试！' });
    const refused = await load('p', () => Promise.reject(new UnsuccessfulError('/y', '500', '系统繁忙')), '职位信息获取失败，请稍后重试！');
    expect(refused).toEqual({ status: 'failed', cause: 'unsuccessful', message: '职位信息获取失败，请稍后重试！' });
    expect(warn.mock.calls.flat().join('\n')).toMatch(/status code 500[\s\S]*系统繁忙/);
  });
});

describe('a content list with bad entries', () => {
  it('is accepted as a list, and parseBlocks turns each bad entry into one issue', async () => {
    const good = { modelName: 'spacing', contents: JSON.stringify({ height: 40 }) };
    fixtureServer.use(
      http.get(`*${endpoints.screenContents.path}`, () =>
        HttpResponse.json({ success: true, errorCode: '0', errorMessage: null, data: [good, { modelName: 'spacing' }, null, { modelName: 42, contents: '{}' }, good] }),
      ),
    );
    const response = await fetchScreenContents(testClient().client, 'rc-home');
    const { blocks, issues } = parseBlocks(response.data);
    expect(blocks.map((b) => b.index)).toEqual([0, 4]);
    expect(issues.map((i) => i.index)).toEqual([1, 2, 3]);
  });
});
