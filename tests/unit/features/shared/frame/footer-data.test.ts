import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { loadFooterInfo } from '../../../../../src/features/shared/frame/footer-data';
import { fixtureServer, serverContext, withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();


const footerInfo = (data: JsonBodyType, status = 200) =>
  fixtureServer.use(http.get('*/ecommerce/biz/eccms/v1/content/queryModelContentDetail', () => HttpResponse.json(data, { status })));

describe('footer info', () => {
  it('reads the lines of the content', async () => {
    const lines = await loadFooterInfo(serverContext());
    expect(lines.map((l) => l.linkText)).toEqual(['沪ICP备19790001号-1', '沪公网安备 31010602001979号', '隐私与 Cookie 政策']);
  });

  it.each([
    ['empty', () => footerInfo({ success: true, errorCode: '0', data: { contents: '{"linkCon": []}' } }), /empty/],
    ['without data', () => footerInfo({ success: true, errorCode: '0', data: null }), /empty/],
    ['failing', () => footerInfo({}, 500), /failed/],
  ])('keeps the filing notice, with a warning, when the content is %s', async (_case, answer, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer();
    const lines = await loadFooterInfo(serverContext());
    expect(lines).toEqual([{ linkText: '沪ICP备19790001号-1', icon: '', linkUrl: { linkType: '1', val: 'https://beian.miit.gov.cn/' } }]);
    expect(warn.mock.calls.flat().join(' ')).toMatch(logged);
  });
});
