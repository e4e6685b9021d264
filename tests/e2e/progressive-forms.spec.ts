import { expect, test, type Page } from './console';
import { holdEntry } from './support/hold-entry';

// Finding products and stores works before and without the app: search, sort and filters, the pager and the store
// finder are GET forms and links whose pages the server renders from the query. The app enhances them (a change
// applies at once, in the page) and takes over what a visitor did before it had loaded.

/** The product cards' names of a listing (right under its h1). */
const names = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /件商品/ });
const stores = (page: Page) => page.getByRole('main').getByRole('list', { name: '门店列表' }).getByRole('listitem');
const finderStatus = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /家门店/ });
const searchHits = (page: Page, keyword: string) => page.getByRole('region', { name: `“${keyword}”的搜索结果` }).getByRole('heading', { level: 2 });
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search');

/** Marks the document: a client-side navigation keeps the mark, a full page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { stayed?: boolean }).stayed = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search lands on the results the server renders', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header search box is the desktop header\'s; phones search from the navigation panel');
    await page.goto('/products');
    // The magnifier with nothing typed opens the field (the browser stops the empty search).
    await headerSearch(page).getByRole('button', { name: '搜索', exact: true }).click();
    const box = headerSearch(page).getByRole('combobox', { name: '搜索产品' });
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/products$/);
    await box.fill('推杆');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E6%8E%A8%E6%9D%86$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“推杆”的搜索结果');
    await expect(searchHits(page, '推杆')).toHaveCount(4);
  });

  test('the phone\'s navigation menu search lands on the results the server renders', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the navigation menu is the phone header\'s');
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const box = page.getByRole('combobox', { name: '搜索产品' }).last();
    await box.fill('推杆');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E6%8E%A8%E6%9D%86$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“推杆”的搜索结果');
  });

  test('sort and a filter of a listing, sent by 应用, and the next page by the pager', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/products/golf/woods');
    await expect(count(page)).toHaveText('共 5 件商品');
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await page.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/\/products\/golf\/woods\?sort=priceDesc$/);
    await expect(names(page).first()).toHaveText('SIM3 MAX D 一号木');
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('priceDesc');

    await page.getByRole('checkbox', { name: /¥5,000 以上/ }).check();
    await page.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/\/products\/golf\/woods\?price=.+&sort=priceDesc$/);
    await expect(count(page)).toHaveText('共 2 件商品');
    await expect(names(page)).toHaveText(['SIM3 MAX D 一号木', 'SIM3 MAX 一号木']);
    await expect(page.getByRole('checkbox', { name: /¥5,000 以上/ })).toBeChecked();

    // Back to the default order: the empty sort is dropped from the address.
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '默认排序' });
    await page.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/\/products\/golf\/woods\?price=[^&]+$/);
  });

  test('the search results\' sort, sent by 应用', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/search-results-page?keyword=Teema');
    await expect(count(page)).toHaveText('共 7 件商品');
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await page.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?keyword=Teema&sort=priceDesc$/);
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('priceDesc');
  });

  test('the pager is links: the next page of a listing, the search results, the news and the jobs', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/products/category/home');
    await expect(count(page)).toHaveText('共 17 件商品');
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/products\/category\/home\?page=2$/);
    await expect(names(page)).toHaveCount(5);
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: '第 1 页' }).click();
    await expect(page).toHaveURL(/\/products\/category\/home$/);
    await expect(names(page)).toHaveCount(12);

    await page.goto('/search-results-page?keyword=系列');
    await pager.getByRole('link', { name: '第 3 页' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E7%B3%BB%E5%88%97&page=3$/);
    await expect(searchHits(page, '系列')).toHaveCount(10);

    await page.goto('/latest-news');
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/latest-news\?page=2$/);
    await expect(pager.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/about-us');
    const jobPages = page.getByRole('navigation', { name: '职位列表分页' });
    await jobPages.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/about-us\?jobPage=2$/);
    await expect(jobPages.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  test('the store finder: a province, then one of its cities', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/find-us');
    await expect(finderStatus(page)).toHaveText('上海市 · 4 家门店');
    await page.getByLabel('省份').selectOption({ label: '四川省' });
    await page.getByRole('button', { name: '查看门店' }).click();
    await expect(page).toHaveURL(/\/find-us\?province=510000$/);
    await expect(finderStatus(page)).toHaveText('四川省 · 4 家门店');
    await expect(stores(page)).toHaveCount(4);
    await page.getByLabel('城市').selectOption({ label: '成都市' });
    await page.getByRole('button', { name: '查看门店' }).click();
    await expect(page).toHaveURL(/\/find-us\?province=510000&city=510100$/);
    await expect(finderStatus(page)).toHaveText('成都市 · 3 家门店');
    await expect(stores(page)).toHaveCount(3);
    // Another province: its own stores, not the city of the one before.
    await page.getByLabel('省份').selectOption({ label: '北京市' });
    await page.getByRole('button', { name: '查看门店' }).click();
    await expect(page).toHaveURL(/\/find-us\?province=110000$/);
    await expect(finderStatus(page)).toHaveText('北京市 · 4 家门店');
  });
});

test.describe('before the app has loaded', () => {
  test('a search typed and sent lands on its results, which the app then takes over', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header search box is the desktop header\'s; phones search from the navigation panel');
    const held = await holdEntry(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await headerSearch(page).getByRole('button', { name: '搜索', exact: true }).click();
    const box = headerSearch(page).getByRole('combobox', { name: '搜索产品' });
    await box.fill('推杆');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E6%8E%A8%E6%9D%86$/);
    await held.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“推杆”的搜索结果');
    await expect(searchHits(page, '推杆')).toHaveCount(4);
  });

  test('words typed in the phone\'s menu before the app stay in its panel\'s search box, which the app then sends', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the navigation menu is the phone header\'s');
    const held = await holdEntry(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog', { name: '网站导航' }).getByRole('combobox', { name: '搜索产品' }).fill('推杆');
    await held.release();
    await markDocument(page);
    // The app's panel took over the open menu, and the words with it.
    const box = page.getByRole('dialog', { name: '网站导航' }).getByRole('combobox', { name: '搜索产品' });
    await expect(box).toHaveValue('推杆');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=%E6%8E%A8%E6%9D%86$/);
    await expect(searchHits(page, '推杆')).toHaveCount(4);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a search typed before the app, sent after: the text stays and the app searches it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header search box is the desktop header\'s; phones search from the navigation panel');
    const held = await holdEntry(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await headerSearch(page).getByRole('button', { name: '搜索', exact: true }).click();
    const box = headerSearch(page).getByRole('combobox', { name: '搜索产品' });
    await box.fill('Teema');
    await held.release();
    await markDocument(page);
    await expect(box).toHaveValue('Teema');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=Teema$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“Teema”的搜索结果');
    await expect(count(page)).toHaveText('共 7 件商品');
    // The app's search: in the page, and remembered.
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('storageKw'))).toBe('["Teema"]');
  });

  test('a sort picked before the app applies once it has loaded', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/products/golf/woods', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await expect(names(page).first()).toHaveText('SIM3 MAX 一号木');
    await held.release();
    await expect(page).toHaveURL(/\/products\/golf\/woods\?sort=priceDesc$/);
    await expect(names(page).first()).toHaveText('SIM3 MAX D 一号木');
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('priceDesc');
    // And the next choice works as usual.
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从低到高' });
    await expect(page).toHaveURL(/\/products\/golf\/woods\?sort=priceAsc$/);
    await expect(names(page).first()).toHaveText('SIM3 球道木 3号');
  });

  test('a sort picked and sent by 应用 before the app lands on the sorted list', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/products/golf/woods', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await page.getByRole('button', { name: '应用' }).click();
    await expect(page).toHaveURL(/\/products\/golf\/woods\?sort=priceDesc$/);
    await held.release();
    await expect(names(page).first()).toHaveText('SIM3 MAX D 一号木');
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('priceDesc');
    // The app applies a change itself once it has taken over the page: its 应用 is gone.
    await expect(page.getByRole('button', { name: '应用' })).toHaveCount(0);
  });

  test('a province, then a city, picked before the app apply once it has loaded; picking the same again changes nothing', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/find-us', { waitUntil: 'commit' });
    await page.getByLabel('省份').selectOption({ label: '北京市' });
    await expect(finderStatus(page)).toHaveText('上海市 · 4 家门店');
    await held.release();
    await expect(page).toHaveURL(/\/find-us\?province=110000$/);
    await expect(finderStatus(page)).toHaveText('北京市 · 4 家门店');
    await expect(page.getByLabel('省份')).toHaveValue('110000');
    // The same province again: nothing to change; another one and a city apply at once.
    await page.getByLabel('省份').selectOption({ label: '北京市' });
    await expect(finderStatus(page)).toHaveText('北京市 · 4 家门店');
    await page.getByLabel('省份').selectOption({ label: '四川省' });
    await expect(page).toHaveURL(/\/find-us\?province=510000$/);
    await page.getByLabel('城市').selectOption({ label: '成都市' });
    await expect(page).toHaveURL(/\/find-us\?province=510000&city=510100$/);
    await expect(finderStatus(page)).toHaveText('成都市 · 3 家门店');
  });

  test('a city picked before the app applies once it has loaded', { tag: '@phone' }, async ({ page }) => {
    const held = await holdEntry(page);
    await page.goto('/find-us?province=510000', { waitUntil: 'commit' });
    await page.getByLabel('城市').selectOption({ label: '成都市' });
    await held.release();
    await expect(page).toHaveURL(/\/find-us\?province=510000&city=510100$/);
    await expect(finderStatus(page)).toHaveText('成都市 · 3 家门店');
    await expect(stores(page)).toHaveCount(3);
  });
});

test.describe('with the app', () => {
  test('the header search, sort, a filter and the pager apply in the page, without a reload', async ({ page, isMobile }) => {
    await page.goto('/products/category/home');
    await markDocument(page);
    // A change applies at once: no 应用 to press.
    await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
    await expect(page.getByRole('button', { name: '应用' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Teema 系列/ }).check();
    await expect(page).toHaveURL(/\/products\/category\/home\?series=/);
    await expect(count(page)).toHaveText('共 7 件商品');
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await expect(page).toHaveURL(/\?series=.+&sort=priceDesc$/);
    await expect(names(page).first()).toHaveText('Teema 茶具套装');
    await page.getByRole('checkbox', { name: /Teema 系列/ }).uncheck();
    await expect(page).toHaveURL(/\/products\/category\/home\?sort=priceDesc$/);
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\?sort=priceDesc&page=2$/);
    await expect(names(page)).toHaveCount(5);
    expect(await sameDocument(page)).toBe(true);
    if (isMobile) return;
    const box = headerSearch(page).getByRole('combobox', { name: '搜索产品' });
    await headerSearch(page).getByRole('button', { name: '搜索', exact: true }).click();
    await box.fill('推杆');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“推杆”的搜索结果');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the search results: no 应用, and a sort applies at once', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/search-results-page?keyword=Teema');
    await markDocument(page);
    await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
    await expect(page.getByRole('button', { name: '应用' })).toHaveCount(0);
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await expect(page).toHaveURL(/\/search-results-page\?keyword=Teema&sort=priceDesc$/);
    await expect(count(page)).toHaveText('共 7 件商品');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the store finder applies a province and a city in the page, without a reload', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/find-us');
    await markDocument(page);
    await page.getByLabel('省份').selectOption({ label: '四川省' });
    await expect(page).toHaveURL(/\/find-us\?province=510000$/);
    await expect(finderStatus(page)).toHaveText('四川省 · 4 家门店');
    await page.getByLabel('城市').selectOption({ label: '成都市' });
    await expect(page).toHaveURL(/\/find-us\?province=510000&city=510100$/);
    await expect(finderStatus(page)).toHaveText('成都市 · 3 家门店');
    await page.getByRole('button', { name: '查看门店' }).click();
    await expect(page).toHaveURL(/\/find-us\?province=510000&city=510100$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
