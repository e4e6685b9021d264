// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callEndpoint, sendEndpoint } from '../../../src/api/call-endpoint';
import { ContractError, UnsuccessfulError } from '../../../src/api/contract';
import { endpoints, type EndpointName } from '../../../src/api/endpoints';
import { testClient } from '../../support/client';
import { fixtureServer, TEST_API_BASE, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

/** Answers every call of `name` with `body`, and records the method and token of each request it gets. */
function answer(name: EndpointName, body: unknown) {
  const seen: { method: string; token: string | null }[] = [];
  const { path, method } = endpoints[name];
  const handler = method === 'GET' ? http.get : http.post;
  fixtureServer.use(handler(`${TEST_API_BASE}${path}`, ({ request }) => {
    seen.push({ method: request.method, token: request.headers.get('accessToken') });
    return HttpResponse.json(body as object);
  }));
  return seen;
}

const refused = { success: false, errorCode: '4001', errorMessage: '门店不存在', data: null };

describe('callEndpoint', () => {
  it('answers what the row\'s schema reads', async () => {
    answer('searchWords', { success: 'true', errorCode: 0, errorMessage: null, data: ['高尔夫'] });
    await expect(callEndpoint(testClient().client, 'searchWords')).resolves.toMatchObject({ success: true, errorCode: '0', data: ['高尔夫'] });
  });

  it('throws a ContractError naming the endpoint when the answer breaks the row\'s schema', async () => {
    answer('searchWords', { success: true, errorCode: '0', errorMessage: null, data: 'not a list' });
    const error: unknown = await callEndpoint(testClient().client, 'searchWords').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: endpoints.searchWords.path, issues: [expect.objectContaining({ path: 'data' })] });
  });

  it('throws an UnsuccessfulError, with the backend\'s code and message, for an answer the row\'s rule refuses', async () => {
    answer('storeByCode', refused);
    await expect(callEndpoint(testClient().client, 'storeByCode', { searchParams: { storeCode: 'X' } })).rejects.toMatchObject({
      name: 'UnsuccessfulError', endpoint: endpoints.storeByCode.path, errorCode: '4001', serverMessage: '门店不存在',
    });
  });

  it('applies each row\'s own rule: success with another code passes "success", not "success-and-code"', async () => {
    const codeNotZero = { success: true, errorCode: '500', errorMessage: null, data: null };
    answer('storeByCode', codeNotZero);
    answer('productDetail', codeNotZero);
    await expect(callEndpoint(testClient().client, 'storeByCode')).resolves.toMatchObject({ success: true, errorCode: '500' });
    await expect(callEndpoint(testClient().client, 'productDetail')).rejects.toBeInstanceOf(UnsuccessfulError);
  });

  it('decides on success alone for an answer without a code (autocomplete\'s)', async () => {
    answer('autocomplete', { success: false, list: [] });
    await expect(callEndpoint(testClient().client, 'autocomplete')).rejects.toMatchObject({ name: 'UnsuccessfulError', errorCode: null });
  });
});

describe('sendEndpoint', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('sends %s with its row\'s method, and the token exactly when the row says so', async (name) => {
    const seen = answer(name, {});
    await sendEndpoint(testClient().client, name);
    expect(seen).toEqual([{ method: endpoints[name].method, token: endpoints[name].token ? 'tok-123' : null }]);
  });
});
