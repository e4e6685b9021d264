// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchReadableContent, fetchReadableContentByModelId } from '../../../src/api/cms';
import { ContractError, UnsuccessfulError } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/endpoints';
import { parseBlocks } from '../../../src/engine/parse';
import { testClient } from '../../support/client';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

afterEach(() => fixtureServer.events.removeAllListeners());

const serve = (body: object) => fixtureServer.use(http.get(`*${endpoints.readableContentByModel.path}`, () => HttpResponse.json(body)));

describe('queryReadableContentByModelId', () => {
  it('asks by modelId alone, without the token (CMS content calls carry none), and answers every content of the model', async () => {
    const seen: { path: string; query: string; token: string | null; store: string | null }[] = [];
    fixtureServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      seen.push({ path: url.pathname, query: url.search, token: request.headers.get('accessToken'), store: request.headers.get('storeCode') });
    });
    const { data } = await fetchReadableContentByModelId(testClient().client, 'fixedSize_02');
    expect(seen).toEqual([{ path: endpoints.readableContentByModel.path, query: '?modelId=fixedSize_02', token: null, store: 'ST0002' }]);
    const { blocks, issues } = parseBlocks(data ?? []);
    expect(issues).toEqual([]);
    expect(blocks.map((block) => block.model)).toEqual(['fixedSize_02', 'fixedSize_02', 'fixedSize_02']);
  });

  it('throws a ContractError naming the path when data is not a content list', async () => {
    serve({ success: true, errorCode: '0', errorMessage: null, data: { contents: '[]' } });
    await expect(fetchReadableContentByModelId(testClient().client, 'm')).rejects.toBeInstanceOf(ContractError);
  });

  it('follows its siblings\' success rule: success false is refused, success with another errorCode is accepted', async () => {
    serve({ success: false, errorCode: '0', errorMessage: '模型不存在', data: null });
    await expect(fetchReadableContentByModelId(testClient().client, 'm')).rejects.toBeInstanceOf(UnsuccessfulError);
    serve({ success: true, errorCode: '500', errorMessage: null, data: [] });
    await expect(fetchReadableContentByModelId(testClient().client, 'm')).resolves.toMatchObject({ success: true, data: [] });
  });

  it('answers an unknown model as the backend does: refused', async () => {
    await expect(fetchReadableContentByModelId(testClient().client, 'no-such-model')).rejects.toBeInstanceOf(UnsuccessfulError);
  });
});

describe('queryReadableContent', () => {
  it('follows the spec\'s rule of content by id for every caller, the preview\'s too: success with errorCode \'0\'', async () => {
    fixtureServer.use(http.get(`*${endpoints.readableContent.path}`, () => HttpResponse.json({ success: true, errorCode: '500', errorMessage: null, data: [] })));
    await expect(fetchReadableContent(testClient().client, 'c')).rejects.toBeInstanceOf(UnsuccessfulError);
  });
});
