import { expect, test, type Page } from './support/backend-test';
import type { FixtureBackend } from './support/fixture-backend';
import { reachFooter } from './footer';

/** An unbroken 3,000-character name, as a careless CMS entry can hold. */
const LONG = `长名${'W'.repeat(2998)}`;

type Json = Record<string, unknown>;

/** The CMS content `contentId`, its first entry's JSON-string `contents` changed by `edit`. */
function editContents(backend: FixtureBackend, contentId: string, edit: (contents: Json) => void) {
  backend.rewriteJson(new RegExp(`/queryReadableContent\\?.*contentId=${contentId}\\b`), (body: { data: { contents: string }[] }) => {
    const first = body.data[0] as { contents: string };
    const contents = JSON.parse(first.contents) as Json;
    edit(contents);
    first.contents = JSON.stringify(contents);
  });
}

/** Header nav, footer nav and product 1001 with the long name in every place a visitor reads one (the render's data). */
function injectLongNames(backend: FixtureBackend) {
  editContents(backend, 'rc-header-nav', (contents) => {
    const items = contents.navItem as Json[];
    (items[0] as Json).navName = LONG;
    ((items[1] as { data: Json[] }).data[0] as Json).mainTitle = LONG;
  });
  editContents(backend, 'rc-footer-nav', (contents) => {
    const group = (contents.navItem as { navName: string; data: Json[] }[])[0] as { navName: string; data: Json[] };
    group.navName = LONG;
    (group.data[0] as Json).linkName = LONG;
  });
  backend.rewriteJson(/\/fullProductDetail\?.*productId=1001\b/, (body: { data: { productDetail: Json } }) => {
    body.data.productDetail.productName = LONG;
  });
}

/** How far the page is wider than the viewport (0 = no horizontal scroll). */
const excessWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether `box` lies wholly inside the viewport. */
const insideViewport = (page: Page, box: { x: number; y: number; width: number; height: number } | null) => {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
};

test.describe('3,000-character names', () => {
  for (const path of ['/', '/pdp/1001']) {
    test(`never make ${path} wider than the viewport`, async ({ page, isMobile, backend, site }) => {
      injectLongNames(backend);
      await page.goto(`${site}${path}`);
      const footer = await reachFooter(page);
      // The injected names are on screen, so the measurement covers them.
      await expect(footer.getByText(LONG).first()).toBeAttached();
      if (path === '/pdp/1001') await expect(page.getByRole('heading', { level: 1, name: LONG })).toBeVisible();
      expect(await excessWidth(page)).toBeLessThanOrEqual(0);
      if (isMobile) {
        // Open the long footer group too: its link names are long as well.
        await footer.locator('summary', { hasText: LONG }).click();
        await expect(footer.getByRole('link', { name: LONG, exact: true })).toBeVisible();
        expect(await excessWidth(page)).toBeLessThanOrEqual(0);
        return;
      }
      // The open mega menu with a long card title must fit as well.
      await page.getByRole('banner').getByRole('link', { name: '家居器物' }).hover();
      await expect(page.getByRole('banner').getByRole('button', { name: LONG, exact: true })).toBeVisible();
      expect(await excessWidth(page)).toBeLessThanOrEqual(0);
    });
  }

  test('keep the mobile panel within its own width', async ({ page, isMobile, backend, site }) => {
    test.skip(!isMobile, 'mobile panel only');
    injectLongNames(backend);
    await page.goto(`${site}/`);
    await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
    const panel = page.getByRole('dialog', { name: '网站导航' });
    await panel.getByRole('button', { name: '家居器物' }).click();
    await expect(panel.getByRole('button', { name: LONG, exact: true })).toBeVisible();
    const overflow = await panel.locator('nav').evaluate((nav) => nav.scrollWidth - nav.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('footer image popovers', () => {
  for (const [what, open] of [
    ['a footer group link', async (page: Page, isMobile: boolean) => {
      const footer = await reachFooter(page);
      if (isMobile) await footer.locator('summary', { hasText: '客户服务' }).click();
      await footer.getByRole('button', { name: '微信客服' }).click();
      return footer.getByRole('img', { name: '微信客服' });
    }],
    ['the follow-us button', async (page: Page, isMobile: boolean) => {
      const footer = await reachFooter(page);
      // On a phone WeChat tries its mini-program first; with no scheme to be had it shows the QR, at the left edge.
      if (isMobile) await page.route('**/ecommerce/v1/mini/generateSchemeByParam', (route) => route.fulfill({ json: { success: false, errorCode: '500', errorMessage: 'x', data: null } }));
      await footer.getByRole('button', { name: '微信', exact: true }).click();
      return footer.getByRole('img', { name: '微信', exact: true });
    }],
  ] as const) {
    test(`of ${what} open wholly inside the viewport, 107px wide`, async ({ page, isMobile }) => {
      await page.goto('/');
      const image = await open(page, isMobile);
      await expect(image).toBeVisible();
      const box = await image.boundingBox();
      expect(box?.width).toBe(107);
      // The white frame around the image, not only the image, must be on screen.
      const frame = await image.locator('xpath=..').boundingBox();
      expect(insideViewport(page, frame), JSON.stringify(frame)).toBe(true);
    });
  }
});

test.describe('desktop header labels from 1024px', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop header only');

  for (const width of [1024, 1060, 1100]) {
    test(`stay on one line at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: '主导航' });
      await expect(nav.getByRole('link', { name: '高尔夫球杆' })).toBeVisible();
      const labels = [
        ...(await nav.getByRole('listitem').locator('> span > :first-child').all()),
        banner.getByRole('link', { name: '门店', exact: true }),
        banner.getByRole('link', { name: '联系我们' }),
      ];
      expect(labels.length).toBeGreaterThanOrEqual(7);
      for (const label of labels) {
        // A text node's client rects: one per line it runs over.
        const lines = await label.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return { text: element.textContent ?? '', tops: tops.size };
        });
        expect(lines.tops, lines.text).toBe(1);
      }
      expect(await excessWidth(page)).toBeLessThanOrEqual(0);
      // Logo, nav and actions side by side, none over another.
      const logo = await banner.getByRole('link', { name: /首页/ }).first().boundingBox();
      const menu = await nav.getByRole('list').first().boundingBox();
      const store = await banner.getByRole('link', { name: '门店', exact: true }).boundingBox();
      expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeLessThanOrEqual(menu?.x ?? 0);
      expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(store?.x ?? 0);
    });
  }
});

test.describe('desktop header underline', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop header only');

  test('marks only the nav item under the pointer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
    const underlines = () =>
      nav.locator('a, button').evaluateAll((els) =>
        els.filter((el) => { const t = getComputedStyle(el, '::after').transform; return t !== 'none' && !t.startsWith('matrix(0,'); }).map((el) => el.textContent),
      );
    await expect.poll(underlines).toEqual([]);
    await nav.getByRole('link', { name: '企业礼赠' }).hover();
    await expect.poll(underlines).toEqual(['企业礼赠']);
  });
});

test.describe('toasts', () => {
  test('sit above an open dialog, inside the viewport', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the mail icon is in the mobile header');
    await page.route('**/queryRegionContents?*pageId=rc-contact-us*', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '联系我们' }).click();
    const dialog = page.getByRole('dialog', { name: '联系我们' });
    await expect(dialog).toBeVisible();
    // Whatever its text: the toast the failing contact call shows (today the raw error, a long unbroken URL).
    const message = page.getByRole('status').filter({ hasNotText: 'Loading...' }).first();
    await expect(message).toBeVisible();
    // The pointer on it holds it, as a reader's does: on a busy machine its 4 s could run out mid-measure and its
    // leaving animation move it from under the checks.
    await message.hover();
    const toast = message.locator('xpath=..');
    // Measure where the toast rests, after its entrance animation.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await toast.boundingBox();
    expect(insideViewport(page, box), JSON.stringify(box)).toBe(true);
    expect(box?.width).toBeLessThanOrEqual(360);
    expect(await message.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const onTop = await toast.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    // Once the dialog closes the toast stays on screen, back in the page.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(message).toBeVisible();
  });
});
