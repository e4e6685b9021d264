import { seriousViolations } from './axe';
import { expect, test, type Page } from './console';

const thumbs = (page: Page) => page.getByRole('region', { name: 'SIM3 MAX 一号木 图片' }).getByRole('link', { name: /^查看第 \d 张图片$/ });
const currentThumb = (page: Page) => thumbs(page).evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));

test.describe('product page', () => {
  test('shows the product with its main image in the first paint and no serious axe finding', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001?vc=drivers');
    await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeVisible();
    await expect(page.getByText('¥5,680.00')).toBeVisible();
    await expect(page.getByText('24个月破损保护服务')).toBeVisible();
    const main = page.getByRole('link', { name: /^查看大图/ }).first().locator('img');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('一号木');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the thumbnails move the carousel and follow it when it moves by itself, round the loop', { tag: '@phone' }, async ({ page }) => {
    // Without transitions: a looping swiper ignores a move asked for while it is still sliding.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pdp/1001');
    await expect(thumbs(page)).toHaveCount(6);
    expect(await currentThumb(page)).toBe(0);
    await thumbs(page).nth(2).click();
    await expect.poll(() => currentThumb(page)).toBe(2);
    await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 3 张/);
    // The carousel moved by itself (arrow key): the highlighted thumbnail follows its real index, round the loop too.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentThumb(page)).toBe(3);
    await thumbs(page).nth(5).click();
    await expect.poll(() => currentThumb(page)).toBe(5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentThumb(page)).toBe(0);
  });

  test('an arrow key pressed right after a thumbnail click moves on from that thumbnail', { tag: '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pdp/1001');
    await thumbs(page).nth(2).click();
    // swiper has taken over (its active slide is the one chosen), so the one-task click and key below reach it.
    await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 3 张/);
    await expect.poll(() => currentThumb(page)).toBe(2);
    // The click and the key in one task: no frame between them for swiper to finish the click's move.
    await thumbs(page).nth(5).evaluate((thumb: HTMLElement) => {
      thumb.click();
      thumb.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect.poll(() => currentThumb(page)).toBe(0);
    await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 1 张/);
  });

  test('before swiper arrives, an arrow key pressed right after a thumbnail click moves on from that thumbnail too', { tag: '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pdp/1001');
    // Every script asked for from now on (swiper's) waits: the static carousel takes the click and the key.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await thumbs(page).nth(5).evaluate((thumb: HTMLElement) => {
      thumb.click();
      thumb.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect.poll(() => currentThumb(page)).toBe(0);
    release();
    await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 1 张/);
  });

  test('a click on the main image opens the gallery; Escape closes it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001');
    await page.getByRole('link', { name: /^查看大图/ }).first().click();
    const gallery = page.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' });
    await expect(gallery).toBeVisible();
    // 11 images without a mediaType: the gallery shows 10, the page's carousel 6.
    await expect(gallery.getByRole('link', { name: /^查看第 \d+ 张图片$/ })).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
  });

  test('a variant switch loads the other product', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001');
    await page.getByRole('list', { name: '杆面角度' }).getByRole('link', { name: 'SIM3 MAX D' }).click();
    await expect(page).toHaveURL(/\/pdp\/1003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX D 一号木' })).toBeVisible();
    await expect(page.getByText('¥5,980.00')).toBeVisible();
    await expect(page.getByRole('list', { name: '杆面角度' }).getByRole('link', { name: 'SIM3 MAX D' })).toHaveAttribute('aria-current', 'page');
  });

  test('the buy dialog shows the fallback store of the site settings, the online channels and the help lines', async ({ page, isMobile }) => {
    await page.goto('/pdp/1001');
    await page.getByRole('link', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '购买渠道' });
    await expect(dialog.getByText('MERIDIAN 上海静安旗舰店')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '查找更多门店' })).toHaveAttribute('href', '/find-us');
    await expect(dialog.getByRole('link', { name: /天猫官方旗舰店/ })).toHaveAttribute('target', '_blank');
    // On a phone the store's name opens its mini-program instead (tests/e2e/catalogue-rest.spec.ts).
    if (!isMobile) {
      await dialog.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
      const qr = dialog.getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码' });
      await expect(qr).toBeVisible();
      // Escape closes the QR's popover first.
      await page.keyboard.press('Escape');
      await expect(qr).toBeHidden();
    }
    await expect(dialog.getByRole('link', { name: 'service@example.cn' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('share shows a QR code of the public address', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/pdp/1001?vc=drivers');
    await page.getByRole('link', { name: '分享', exact: true }).click();
    const qr = page.getByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-url', 'https://www.example.cn/pdp/1001?vc=drivers');
    await expect(qr).toHaveAttribute('width', '80');
  });
});

test.describe('categories and product lists', { tag: '@phone' }, () => {
  test('a category page folds its long description behind 探索更多 and opens it', async ({ page }) => {
    await page.goto('/products/golf');
    await expect(page.getByRole('heading', { level: 1, name: '高尔夫球杆' })).toBeVisible();
    const more = page.getByRole('button', { name: '探索更多' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const last = page.getByText(/无论您是初次下场/);
    const folded = await last.evaluate((p) => (p.parentElement as HTMLElement).getBoundingClientRect().height);
    await more.click();
    await expect(page.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    expect(await last.evaluate((p) => (p.parentElement as HTMLElement).getBoundingClientRect().height)).toBeGreaterThan(folded);
    await page.getByRole('button', { name: '收起' }).click();
    await expect(more).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // A phone's first visit (Lighthouse's is 412px at 1.75x) fetches the smallest candidate that fills each card, as WebP.
  // The HTML and the stylesheet decide the choice: the pages are loaded without script, which they do not need for it.
  test('the category cards take the smallest picture that fills them, at 360, 390, 412 and 1440 px', async ({ browser, baseURL }) => {
    for (const [width, scale] of [[360, 3], [390, 3], [412, 1.75], [1440, 1]] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, deviceScaleFactor: scale, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/products/golf');
      const pictures = page.getByRole('list', { name: '高尔夫球杆分类' }).locator('img');
      await expect(pictures.first()).toHaveJSProperty('complete', true);
      const cards = await pictures.evaluateAll((images) =>
        (images as HTMLImageElement[]).filter((image) => image.currentSrc).map((image) => ({
          needs: image.getBoundingClientRect().width * devicePixelRatio,
          offered: image.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1))),
          taken: Number(/w_(\d+)/.exec(image.currentSrc)?.[1]),
          format: /format,(\w+)/.exec(image.currentSrc)?.[1],
        })),
      );
      expect(cards.length, `${width}px`).toBeGreaterThan(0);
      for (const card of cards) expect({ width, ...card, taken: card.taken }).toEqual({ width, ...card, taken: Math.min(...card.offered.filter((w) => w >= card.needs)), format: 'webp' });
      await context.close();
    }
  });

  test('a sub-category card of a leaf leads to its product list, with the category trail as breadcrumbs', async ({ page }) => {
    await page.goto('/products/golf');
    await page.getByRole('list', { name: '高尔夫球杆分类' }).getByRole('link', { name: /铁杆/ }).click();
    await expect(page).toHaveURL(/\/products\/category\/irons$/);
    await expect(page.getByRole('heading', { level: 1, name: '铁杆' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('系列产品高尔夫球杆铁杆');
  });

  test('a product opened from a category list keeps that category in its breadcrumbs', async ({ page }) => {
    await page.goto('/products/category/golf');
    await page.getByRole('link', { name: /SIM3 MAX 一号木/ }).first().click();
    await expect(page).toHaveURL(/\/pdp\/1001\?vc=golf$/);
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs).toContainText('系列产品高尔夫球杆SIM3 MAX 一号木');
    await crumbs.getByRole('link', { name: '高尔夫球杆' }).click();
    await expect(page).toHaveURL(/\/products\/golf$/);
  });

  test('a list filtered, sorted and paged, kept across reload and back', async ({ page }) => {
    await page.goto('/products/category/home');
    await expect(page.getByText('共 17 件商品')).toBeVisible();
    // The cards' names, right under the list's h1 (the footer's group titles are h2 too, outside main).
    const names = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(names).toHaveCount(12);
    await page.getByRole('checkbox', { name: /Teema 系列/ }).check();
    await expect(page.getByText('共 7 件商品')).toBeVisible();
    await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从高到低' });
    await expect(page).toHaveURL(/sort=priceDesc/);
    await expect(names.first()).toHaveText('Teema 茶具套装');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Teema 系列/ })).toBeChecked();
    await expect(names.first()).toHaveText('Teema 茶具套装');
    await page.getByRole('checkbox', { name: /Teema 系列/ }).uncheck();
    await expect(page.getByText('共 17 件商品')).toBeVisible();
    await expect(names.first()).toHaveText('Aalto 限量手工吹制花瓶');
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/sort=priceDesc&page=2$/);
    await expect(names).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(names).toHaveCount(5);
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('priceDesc');
    await page.goBack();
    await expect(names).toHaveCount(12);
    await expect(names.first()).toHaveText('Aalto 限量手工吹制花瓶');
  });
});

test.describe('search', () => {
  test('the header search asks autocomplete once for a burst of typing, and remembers what was searched', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header search box is the desktop header\'s; phones search from the navigation panel');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/product/autocomplete')) asked.push(url.searchParams.get('keyword') ?? '');
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
    const box = page.getByRole('combobox', { name: '搜索产品' });
    await expect(box).toBeFocused();
    await expect(page.getByRole('region', { name: '热门搜索' })).toBeVisible();
    await box.pressSequentially('teema', { delay: 120 });
    await expect(page.getByRole('listbox', { name: '搜索建议' })).toBeVisible();
    expect(asked).toEqual(['teema']);
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    const first = await page.getByRole('option').first().textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?keyword=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${first}”的搜索结果`);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
    const recent = page.getByRole('region', { name: '最近搜索' });
    await expect(recent.getByRole('button', { name: first ?? '' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await recent.getByRole('button', { name: '清除最近搜索' }).click();
    await expect(recent).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('storageKw'))).toBeNull();
  });

  test('the results page: results, paging kept in the URL, and a calm state when nothing matches', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/search-results-page?keyword=系列');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“系列”的搜索结果');
    await expect(page.getByText('共 34 件商品')).toBeVisible();
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 3 页' }).click();
    await expect(page).toHaveURL(/keyword=.*&page=3$/);
    await expect(page.getByRole('region', { name: '“系列”的搜索结果' }).getByRole('heading', { level: 2 })).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/search-results-page?keyword=zzz');
    await expect(page.getByText('暂无符合条件的商品')).toBeVisible();
    await expect(page.getByText('共 0 件商品')).toBeVisible();
  });
});
