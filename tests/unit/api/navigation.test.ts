import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchHeaderNav, readNavItems, resolveNavPopover } from '../../../src/api/navigation';
import { fetchSiteSettings } from '../../../src/api/site-settings';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';
import { testClient } from '../../support/client';

withFixtureServer();

describe('header navigation', () => {
  it('reads the navItem list of data[0].contents, each submenu in the style its navType names', async () => {
    const { client } = testClient();
    const { items, issues } = await fetchHeaderNav(client, 'rc-header-nav');
    expect(issues).toEqual([]);
    expect(items.map((i) => [i.navKey, i.navType, i.data.length])).toEqual([
      ['golf', 2, 1], ['home', 1, 3], ['series', 3, 3], ['story', 1, 3], ['gifting', 1, 0], ['stores', 0, 0],
    ]);
    expect(items[0]?.popoverId).toBe('rc-nav-new-golf');
  });

  it('drops a bad item or entry with an issue naming where it was, and keeps the rest', () => {
    const { items, issues } = readNavItems([
      { navKey: 'a', navName: '卡片', navType: '1', data: [{ mainTitle: '好' }, { subTitle: '缺标题' }] },
      { navKey: 'b', navName: '' },
      { navKey: 'c', navName: '未知样式', navType: 9, data: [{ anything: true }] },
      'not an item',
    ]);
    expect(items.map((i) => [i.navKey, i.navType, i.data.length])).toEqual([['a', 1, 1], ['c', 0, 0]]);
    expect(issues).toHaveLength(3);
    expect(issues[0]).toMatch(/^navItem\[0\]\.data\[1\]: mainTitle/);
    expect(issues[1]).toMatch(/^navItem\[1\]: navName/);
  });

  it('throws on an unsuccessful answer or errorCode other than 0', async () => {
    const { client } = testClient();
    fixtureServer.use(http.get('*/content/queryReadableContent', () => HttpResponse.json({ success: true, errorCode: '1001', errorMessage: '无权限', data: [] })));
    await expect(fetchHeaderNav(client, 'rc-header-nav')).rejects.toThrow(/1001/);
  });

  it('throws a readable error when contents is malformed JSON', async () => {
    const { client } = testClient();
    fixtureServer.use(http.get('*/content/queryReadableContent', () => HttpResponse.json({ success: true, errorCode: 0, data: [{ modelName: 'n', contents: '{"navItem": [' }] })));
    await expect(fetchHeaderNav(client, 'x')).rejects.toThrow(/malformed JSON/);
  });
});

describe('nav popover', () => {
  it('maps the contents ids through spuInfo in order and drops the ids without a product', async () => {
    const { client } = testClient();
    const { items, issues } = await resolveNavPopover(client, 'rc-nav-new-golf');
    expect(items.map((g) => g.id)).toEqual(['1001', '1002', '1003', '1004']);
    expect(items[0]?.i18nBrandSeriesName?.en).toBe('SIM Series');
    expect(issues).toEqual(['contents[4]: no spuInfo for 1099']);
  });

  it('drops a product that does not match its schema', async () => {
    const { client } = testClient();
    fixtureServer.use(http.get('*/content/queryModelContentDetail', () =>
      HttpResponse.json({ success: true, errorCode: '0', data: { contents: '[{"id": 7}, 8]', spuInfo: { 7: { id: 7 }, 8: { id: 8, productName: '八号' } } } })));
    const { items, issues } = await resolveNavPopover(client, 'p');
    expect(items.map((g) => g.productName)).toEqual(['八号']);
    expect(issues[0]).toMatch(/^spuInfo\.7.*productName/);
  });
});

describe('site settings', () => {
  it('reads the site settings with the flagship store code', async () => {
    const { client } = testClient();
    const settings = await fetchSiteSettings(client, 'rc-site-settings');
    expect(settings.flagshipStoreCode).toBe('SH001');
    expect(settings.storeContactLabel).toBe('门店电话');
  });
});
