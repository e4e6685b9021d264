import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';
import { test as backendTest } from './support/backend-test';

const crumbs = (page: Page) => page.getByRole('navigation', { name: '面包屑导航' });
const SCHEME = '**/ecommerce/v1/mini/generateSchemeByParam';

test.describe('series lists', { tag: '@phone' }, () => {
  test('/products: the content, then the series as cards leading to their category pages', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: '系列产品' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '每一个系列，都始于 1979' })).toBeVisible();
    const series = page.getByRole('list', { name: '全部系列' }).getByRole('link');
    await expect(series).toHaveText(['高尔夫球杆立即探索', '家居器物立即探索']);
    await expect(crumbs(page)).toContainText('系列产品');
    expect(await seriousViolations(page)).toEqual([]);
    await series.filter({ hasText: '家居器物' }).click();
    await expect(page).toHaveURL(/\/products\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '家居器物' })).toBeVisible();
  });

  test('/collections: down the series and a category to a product list, under the collections trail', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: '精选系列' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('list', { name: '全部系列' }).getByRole('link', { name: /家居器物/ }).click();
    await expect(page).toHaveURL(/\/collections\/home$/);
    await expect(crumbs(page)).toContainText('精选系列家居器物');
    await page.getByRole('list', { name: '家居器物分类' }).getByRole('link', { name: /玻璃器皿/ }).click();
    await expect(page).toHaveURL(/\/collections\/glass$/);
    await page.getByRole('list', { name: '玻璃器皿分类' }).getByRole('link', { name: /花瓶/ }).click();
    await expect(page).toHaveURL(/\/collections\/glass\/vases$/);
    await expect(page.getByRole('heading', { level: 1, name: '花瓶' })).toBeVisible();
    await expect(page.getByText('共 4 件商品')).toBeVisible();
    await expect(crumbs(page)).toContainText('精选系列家居器物玻璃器皿花瓶');
    await expect(crumbs(page).getByRole('link', { name: '玻璃器皿' })).toHaveAttribute('href', '/collections/glass');
    await page.getByRole('link', { name: /Aalto 花瓶 160mm 苔绿/ }).click();
    await expect(page).toHaveURL(/\/pdp\/2001\?vc=vases$/);
  });
});

test.describe('search', () => {
  test('the mobile panel search offers the hot words and goes to the results', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the navigation panel is the phone header\'s');
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const panel = page.getByRole('dialog', { name: '网站导航' });
    await panel.getByRole('combobox', { name: '搜索产品' }).click();
    const hot = panel.getByRole('region', { name: '热门搜索' });
    await expect(hot.getByRole('button')).toHaveText(['一号木', '推杆', 'Teema', '花瓶', '球包']);
    expect(await seriousViolations(page)).toEqual([]);
    await hot.getByRole('button', { name: '推杆' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E6%8E%A8%E6%9D%86$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“推杆”的搜索结果');
  });

  backendTest('news the keyword matches show under the products and lead to their article', { tag: '@phone' }, async ({ page, site, backend }) => {
    // The search page's data comes with the server's render: the news call is the server's, seen by the test's backend.
    await page.goto(`${site}/search-results-page?keyword=推杆`);
    const news = page.getByRole('region', { name: '相关资讯' });
    await expect(news.getByRole('link')).toHaveText(['匠人访谈：一支推杆的 72 道工序', 'Spider 系列推杆新增三款杆头', '广州太古汇旗舰店推杆大赛']);
    await expect(page.getByRole('region', { name: '“推杆”的搜索结果' }).getByRole('heading', { level: 2 })).toHaveCount(4);
    const asked = backend.calls.filter((call) => call.url.pathname.endsWith('/searchCmsInfoList')).map((call) => ({ body: call.body, token: call.headers.accesstoken ?? null }));
    expect(asked).toEqual([{ body: { keyword: '推杆', storeCode: 'ST0002', pageNum: 1, pageSize: 6 }, token: null }]);
    expect(await seriousViolations(page)).toEqual([]);
    await news.getByRole('link', { name: 'Spider 系列推杆新增三款杆头' }).click();
    await expect(page).toHaveURL(/\/news\/5012$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spider 系列推杆新增三款杆头' })).toBeVisible();
  });

  test('a keyword without news: the products alone, no empty news box', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/search-results-page?keyword=Teema');
    await expect(page.getByText('共 7 件商品')).toBeVisible();
    await expect(page.getByText('相关资讯')).toHaveCount(0);
  });
});

test.describe('the mini-program on phones', () => {
  test('the footer\'s WeChat entry asks for the scheme and opens it on a phone; a desktop shows the QR', async ({ page, isMobile }) => {
    const asked: { body: unknown; token: string | null }[] = [];
    // The messaging app is not on the test machine: answer with an https link of the app and catch that navigation.
    await page.route(SCHEME, async (route) => {
      asked.push({ body: route.request().postDataJSON() as unknown, token: route.request().headers()['accesstoken'] ?? null });
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { openlink: string } };
      expect(body.data.openlink).toMatch(/^weixin:\/\//);
      await route.fulfill({ json: { ...body, data: { openlink: 'https://wxaurl.example/footer?t=test' } } });
    });
    await page.route('https://wxaurl.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>mini</title>' }));
    await page.goto('/products');
    const follow = page.getByRole('region', { name: '关注我们' });
    const wechat = follow.getByRole('button', { name: '微信' });
    await wechat.scrollIntoViewIfNeeded();
    if (isMobile) {
      await wechat.click();
      await expect(page).toHaveURL('https://wxaurl.example/footer?t=test');
      expect(asked).toEqual([{ body: { path: 'pages/index/index', query: 'from=website' }, token: expect.any(String) }]);
    } else {
      await wechat.click();
      await expect(follow.getByRole('img', { name: '微信' })).toBeVisible();
      expect(asked).toEqual([]);
    }
  });

  test('on a phone, when no scheme can be had, the buy dialog\'s WeChat store toasts and shows its QR', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a desktop shows the QR at once (tests/e2e/catalogue.spec.ts)');
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'unsuccessful@/ecommerce/v1/mini' });
    await page.goto('/pdp/1001');
    await page.getByRole('link', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '购买渠道' });
    await dialog.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
    await expect(page.getByText('小程序暂时无法打开，请稍后重试！')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
