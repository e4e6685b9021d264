import { describe, expect, it } from 'vitest';
import { fetchFooterInfo, fetchFooterNav } from '../../../src/api/footer';
import { testClient } from '../../support/client';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

describe('footer content', () => {
  it('reads groups, follow-us entries and the app QR image', async () => {
    const { client } = testClient();
    const nav = await fetchFooterNav(client, 'rc-footer-nav');
    expect(nav.groups.map((g) => g.navName)).toEqual(['产品', '关于品牌', '客户服务', '门店']);
    expect(nav.groups[2]?.data.find((l) => l.image)?.linkName).toBe('微信客服');
    expect(nav.followUs.map((f) => [f.linkText, Boolean(f.linkToImg)])).toEqual([['微信', true], ['微博', false], ['抖音', true], ['小红书', false]]);
    expect(nav.appQrImg).toBe('/fixture-images/qr-app.svg');
  });

  it('reads the footer info linkCon list from data.contents', async () => {
    const { client } = testClient();
    const lines = await fetchFooterInfo(client, 'rc-footer-info');
    expect(lines.map((l) => l.linkText)).toEqual(['沪ICP备19790001号-1', '沪公网安备 31010602001979号', '隐私与 Cookie 政策']);
  });
});
