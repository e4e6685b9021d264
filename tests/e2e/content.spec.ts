import { NAVIGATION_LIMIT_MS } from '../../src/config/constants';
import { seriousViolations } from './axe';
import { expect, test } from './support/backend-test';
import { followFooterGifting, relinkFooterGifting } from './footer';

/** The call of a page's contents by page id (the gifting page's, the target of /s/gift). */
const PAGE_BY_ID = '/ecommerce/biz/eccms/v1/page/queryRegionContents';

test.describe('short links', () => {
  test.skip(({ isMobile }) => isMobile, 'where a short link leads and how it waits does not depend on the width');

  test('/s/{code} forwards to its page in place of the short link', async ({ page }) => {
    await page.goto('/');
    await page.goto('/s/gift');
    await expect(page).toHaveURL(/\/gifting$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/s/{code} leaves for an http(s) target', async ({ page }) => {
    await page.route('https://weibo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>微博</title>' }));
    await page.goto('/s/weibo');
    await expect(page).toHaveURL('https://weibo.com/meridiangolf');
  });

  test('an unknown code ends on a clear message with the way home', async ({ page }) => {
    await page.goto('/s/no-such-code');
    await expect(page.getByRole('heading', { level: 1, name: '链接无效或已失效' })).toBeVisible();
    await expect(page.getByText('跳转中')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('on arrival, the server forwards a short link whose target loads slowly, and the target comes rendered', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': `slow@${PAGE_BY_ID}` });
    const forward = await page.request.get('/s/gift', { maxRedirects: 0 });
    expect(forward.status()).toBe(302);
    expect(forward.headers().location).toBe('/gifting');
    // The visitor's browser shows the page it was on until the whole target arrives: never a blank or loading page.
    const target = await page.goto('/s/gift');
    await expect(page).toHaveURL(/\/gifting$/);
    const html = (await target?.text()) ?? '';
    expect(html).toContain('<h1');
    expect(html).toContain('企业礼赠');
    expect(html).not.toContain('Loading...');
  });

  test('followed inside the site, while its target loads the short link shows the loading state, never a blank page', async ({ page, isMobile, backend, site }) => {
    // An editor's link to a short link: the visitor follows it on the client, where the short link's page forwards.
    relinkFooterGifting(backend, '/s/gift');
    const held = backend.hold((url) => url.pathname === PAGE_BY_ID);
    await page.goto(`${site}/`);
    await followFooterGifting(page, isMobile, '/s/gift');
    await expect.poll(() => held.waiting()).toBe(1);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    held.release();
    await expect(page).toHaveURL(/\/gifting$/);
    await expect(page.getByRole('heading', { level: 1, name: '企业礼赠' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('followed inside the site, a target whose call hangs: the loading state, then the retry message with the ways on', async ({ page, isMobile, backend, site }) => {
    relinkFooterGifting(backend, '/s/gift');
    const held = backend.hold((url) => url.pathname === PAGE_BY_ID);
    await page.clock.install();
    await page.goto(`${site}/`);
    await followFooterGifting(page, isMobile, '/s/gift');
    const main = page.getByRole('main');
    // The short link's bare page is waiting for its target (not the home page's frame waiting for the short link).
    await expect.poll(() => held.waiting()).toBe(1);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(main.getByRole('status')).toHaveText('Loading...');
    await page.clock.fastForward(NAVIGATION_LIMIT_MS);
    await expect(main.getByRole('alert')).toContainText('请求失败，请稍后重试！');
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('button', { name: '重新加载' }).click();
    await expect(main.getByRole('status')).toHaveText('Loading...');
    await page.clock.fastForward(NAVIGATION_LIMIT_MS);
    await main.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a failing resolve call ends on the retry message, never a hang', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/open/v1/shortLink' });
    await page.goto('/s/gift');
    await expect(page.getByRole('alert')).toContainText('请求失败，请稍后重试！');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});

test.describe('brand story', () => {
  test('the landing shows its banner and cards; a card leads to its sub-page under the trail', async ({ page, isMobile }) => {
    await page.goto('/brand-story');
    await expect(page.getByRole('heading', { level: 1, name: '始于 1979，为热爱而造' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(6);
    const tops = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    // Four or more cards share one layout: three a row on desktop, one a row on phones.
    expect(new Set(tops).size).toBe(isMobile ? 6 : 2);
    expect(await seriousViolations(page)).toEqual([]);
    await cards.filter({ hasText: '年度纪念盘' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/brand-story\/our-history\/annual-plate$/);
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs.getByRole('link', { name: '品牌故事' })).toHaveAttribute('href', '/brand-story');
    await expect(crumbs.getByRole('link', { name: '品牌历程' })).toHaveAttribute('href', '/brand-story/our-history');
    await expect(page.getByRole('heading', { level: 1, name: '年度纪念盘' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '一枚盘子，一年光阴' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a card of link type 2 opens the page config of its online id', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/brand-story');
    await page.getByRole('link', { name: /1979 传承之夜/ }).click();
    await expect(page).toHaveURL(/\/brand-story\/pc-heritage-1979$/);
    await expect(page.getByRole('heading', { level: 1, name: '1979 传承之夜' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '回到起点' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '品牌故事' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a failing brand story toasts the retry message', { tag: '@phone' }, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/biz/eccms/v1/page/queryRegionContents' });
    await page.goto('/brand-story');
    await expect(page.getByRole('status').filter({ hasText: '请求失败，请稍后重试！' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('请求失败，请稍后重试！');
  });
});

test.describe('corporate gifting', () => {
  test('shows its tiles side by side on desktop, reversed where asked, titled 企业礼赠', async ({ page, isMobile }) => {
    await page.goto('/gifting');
    await expect(page.getByRole('heading', { level: 1, name: '企业礼赠' })).toBeVisible();
    await expect(page).toHaveTitle(/企业礼赠$/);
    const tile = (name: string) => page.locator('article article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const picture = await tile('家居器物礼赠').locator('picture').boundingBox();
    const text = await tile('家居器物礼赠').getByRole('heading').boundingBox();
    if (isMobile) expect(picture!.y).toBeLessThan(text!.y);
    else expect(picture!.x).toBeGreaterThan(text!.x);
    const ratio = picture!.width / picture!.height;
    expect(Math.abs(ratio - 836 / 520)).toBeLessThan(0.02);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a button without a link opens the help dialog titled for its tile; Escape closes it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/gifting');
    const opener = page.getByRole('button', { name: '咨询礼盒方案' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '高尔夫礼盒' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '400-820-1979' })).toHaveAttribute('href', 'tel:4008201979');
    await expect(dialog.getByText('138 1979 2024')).toBeVisible();
    await expect(dialog.getByText('周一至周日 10:00-17:00（法定节假日除外）')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a button with a link navigates', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/gifting');
    await page.getByRole('link', { name: '了解定制服务' }).click();
    await expect(page).toHaveURL(/\/customer-service\/customised$/);
  });

  test('empty gifting content replaces the location with /', { tag: '@phone' }, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'empty@/ecommerce/biz/eccms/v1/page/queryRegionContents' });
    await page.goto('/gifting');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('content and customer-service pages', { tag: '@phone' }, () => {
  test('the FAQ opens and closes its answers from the keyboard', async ({ page }) => {
    await page.goto('/customer-service/faq');
    await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
    // Each question is the browser's own disclosure (details and summary), every one closed at first.
    await expect(page.getByRole('main').locator('details:not([open]) > summary')).toHaveCount(10);
    const question = page.getByRole('main').locator('summary', { hasText: '破损保护服务如何申请？' });
    const answer = page.getByText(/会员购买的瓷器与玻璃器皿享有 24 个月破损保护服务/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question.locator('..')).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator('summary', { hasText: '球杆定制需要多长时间？' })).toBeFocused();
  });

  for (const [path, title, heading] of [
    ['/about-us', '关于我们', '我们相信手的温度'],
    ['/customer-service/gift-wrap', '礼品包装', '免费礼品包装'],
    ['/cookie', 'Cookie 政策', '我们使用的 Cookie'],
  ] as const) {
    test(`${path} shows its content under its breadcrumb and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '面包屑导航' }).getByText(title)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`${title}$`));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/cs renders bare with its content', async ({ page }) => {
    await page.goto('/cs');
    await expect(page.getByRole('heading', { level: 1, name: '客户服务' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '您好，很高兴为您服务' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const answer = page.getByText(/位于吊牌背面或包装盒内侧/);
    await expect(answer).toBeHidden();
    await page.getByRole('main').locator('summary', { hasText: '如何确认我购买的产品是正品？' }).click();
    await expect(answer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('/__preview link check', () => {
  test('shows each block\'s dead links and misdescribed cards under it, and passes axe', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/__preview');
    await page.getByLabel('获取方式').selectOption('page');
    await page.getByLabel('ID', { exact: true }).fill('rc-broken-links');
    await page.getByRole('button', { name: '获取并预览' }).click();
    await expect(page.getByText('链接检查：13 个失效链接，2 处商品信息不一致')).toBeVisible();
    const cards = page.getByRole('complementary', { name: '此区块的链接检查（3）' });
    await expect(cards).toContainText('卡片价格 12800 与所链接商品的价格 9800 不一致');
    await expect(cards).toContainText('失效链接：商品 3001 不存在');
    // Right under the product grid it speaks of: the block before it is block 3.
    expect(await cards.evaluate((notes) => notes.previousElementSibling?.querySelector('[data-index]:last-of-type')?.getAttribute('data-index') ?? notes.previousElementSibling?.getAttribute('data-index'))).toBe('3');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
