import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console';
import { reachFooter } from './footer';
import { minimalPdf, PDF_TYPE } from '../support/documents';
import { t } from '../../src/i18n/zh-CN';

type Box = { x: number; y: number; width: number; height: number };

/** How many lines the text of an element takes on screen. */
const textLines = (locator: Locator) => locator.evaluate((node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
});

test.describe('one price format', () => {
  test('a card on / and the product page it opens write the price alike', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: '新品上市' }).getByRole('article').first();
    const cardPrice = (await card.locator('p').last().textContent())?.trim();
    expect(cardPrice).toMatch(/^¥\d/);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('官方指导价').locator('xpath=..')).toContainText(cardPrice ?? 'no price on the card');
  });
});

test('a page\'s document title sets its own part apart from the default title with a dash', async ({ page }) => {
  await page.goto('/gifting');
  await expect(page).toHaveTitle(`${t.defaultTitle} - 企业礼赠`);
});

test.describe('one heading scale', () => {
  for (const path of ['/about-us', '/customer-service/faq', '/gifting']) {
    test(`${path}: the page's header is larger than the CMS title under it, in the same weight`, async ({ page }) => {
      await page.goto(path);
      // The headings seen, in order: the page's header (its h1, or the content's opening heading block), then the sections'.
      const [header, section] = await page.getByRole('main').locator('h1, h2').evaluateAll((nodes) => nodes
        .filter((node) => node.getBoundingClientRect().height > 1)
        .map((node) => ({ size: parseFloat(getComputedStyle(node).fontSize), weight: getComputedStyle(node).fontWeight })));
      expect(header?.size).toBeGreaterThan(section?.size ?? Infinity);
      expect(header?.weight).toBe(section?.weight);
    });
  }
});

test('a type-5 link to a leaf category is canonical on a first visit (no category cache in the browser)', async ({ page }) => {
  const treeCalls: string[] = [];
  page.on('request', (request) => void (request.url().includes('/getVirtualCategoryList') && treeCalls.push(request.url())));
  await page.goto('/');
  // The home page's category block links 'tea', a leaf of the fixture tree.
  const tea = page.getByRole('main').locator('a[href$="/tea"]');
  await expect(tea).toBeAttached();
  expect(await tea.getAttribute('href')).toBe('/products/category/tea');
  // Hydrated, the link stays canonical: the leaf flags came with the page, the browser asked for no tree.
  await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
  expect(await tea.getAttribute('href')).toBe('/products/category/tea');
  expect(treeCalls).toEqual([]);
});

test('the page-config dialog (春季礼盒 on /) lays its tile out for the dialog: heading and button on one line, no blank half', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: '春季礼盒', exact: true });
  // The block sits far down the page, which renders its blocks as they near the viewport.
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(opener).toBeAttached({ timeout: 500 });
  }).toPass();
  await opener.click();
  const dialog = page.getByRole('dialog');
  const tile = dialog.getByRole('article');
  await expect(tile.getByRole('link', { name: '咨询礼赠顾问' })).toBeVisible();
  expect(await textLines(tile.getByRole('heading', { name: '球场与餐桌' }))).toBe(1);
  expect(await textLines(tile.getByRole('link', { name: '咨询礼赠顾问' }))).toBe(1);
  // Picture and text fill the tile between them (side by side in a narrow dialog, the text column left half the picture's side blank).
  const filled = await tile.evaluate((node) => {
    const area = (el: Element) => el.getBoundingClientRect().width * el.getBoundingClientRect().height;
    return [...node.children].reduce((sum, child) => sum + area(child), 0) / area(node);
  });
  expect(filled).toBeGreaterThan(0.95);
});

// One stylesheet holds every rule of the site; layers decide who wins, never the order rules arrive in (vite.config.ts).
test.describe('the cascade', () => {
  test('a feature\'s rule beats the shared component it places: the footer\'s link colour over the plain link\'s inherit', async ({ page }) => {
    await page.goto('/');
    const footer = await reachFooter(page);
    const link = footer.getByRole('link', { name: '企业礼赠', includeHidden: true });
    await expect(link).toHaveCSS('color', 'rgba(255, 255, 255, 0.72)');
  });

  test('a feature\'s rule beats the rich-text component: the news body\'s line height', async ({ page }) => {
    await page.goto('/news/5001');
    const body = page.locator('[data-rich-text]').first();
    const { size, leading } = await body.evaluate((node) => ({ size: parseFloat(getComputedStyle(node).fontSize), leading: parseFloat(getComputedStyle(node).lineHeight) }));
    expect(leading).toBeCloseTo(size * 1.9, 1);
  });

  test('the CMS\'s size class beats a feature\'s default size: a gifting tile title set to standard-04', async ({ page }) => {
    await page.goto('/gifting');
    const title = page.getByRole('main').locator('h2.standard-04').first();
    await expect(title).toHaveCSS('font-size', '26px');
  });
});

test.describe('the gap before the footer', () => {
  for (const path of ['/', '/customer-service/faq']) {
    test(`${path}: the last block ends one footer gap (96px) above the footer`, async ({ page }) => {
      await page.goto(path);
      await reachFooter(page);
      const gap = await page.evaluate(() => {
        const last = document.querySelector('main > [data-block]:last-child > *');
        const footer = document.querySelector('footer');
        return last && footer ? footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom : NaN;
      });
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(96.5);
    });
  }
});

test('/about-us 加入我们: the career tile, the jobs intro box and the job list share the width of the blocks above, at 390, 1024 and 1440px', async ({ page, isMobile }) => {
  await page.goto('/about-us');
  const careers = page.locator('#careers');
  // The grid above: the content box of the last block before the section (its panel), as wide as the page's content.
  const grid = page.locator('main > [data-block]').last().locator('section > *').first();
  const parts = {
    'career tile': careers.locator('article').first(),
    'intro box': careers.locator('h3 ~ [data-block] section > *').first(),
    'job list': careers.getByRole('list').first(),
  };
  for (const width of isMobile ? [390] : [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const edges = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    };
    const expected = await edges(grid);
    for (const [name, locator] of Object.entries(parts)) expect(await edges(locator), `${name} at ${width}px`).toEqual(expected);
  }
});

test('the gifting banner shows its whole picture (its vases uncut), at least as large as its box (no upscaling)', async ({ page }) => {
  await page.goto('/gifting');
  const banner = page.getByRole('main').locator('article img').first();
  await expect(banner).toHaveJSProperty('complete', true);
  // The pixels of the file shown (a srcset candidate's naturalWidth is scaled by its declared width, not its real one).
  const { natural, shown } = await banner.evaluate((img: HTMLImageElement) => new Promise<Record<'natural' | 'shown', { width: number; height: number }>>((done) => {
    const probe = new Image();
    probe.onload = () => done({ natural: { width: probe.naturalWidth, height: probe.naturalHeight }, shown: { width: img.clientWidth, height: img.clientHeight } });
    probe.src = img.currentSrc;
  }));
  expect(natural.width).toBeGreaterThanOrEqual(shown.width);
  expect(natural.height).toBeGreaterThanOrEqual(shown.height);
  expect(shown.width / shown.height).toBeCloseTo(natural.width / natural.height, 1);
});

test.describe('the header at 1024px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('keeps a clear gap between the last nav item and the search button', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header');
    await page.goto('/');
    const banner = page.getByRole('banner');
    const last = banner.getByRole('navigation').getByRole('link', { name: '门店查询' });
    const search = banner.getByRole('button', { name: /搜索/ }).first();
    await expect(search).toBeVisible();
    const gap = ((await search.boundingBox())?.x ?? 0) - await last.evaluate((node) => node.getBoundingClientRect().right);
    expect(gap).toBeGreaterThanOrEqual(16);
  });

  test('breaks product names in the mega menu between words, not inside one', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop header');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: '高尔夫球杆' }).hover();
    const names = banner.getByRole('region', { name: /新品推荐/ }).getByRole('link');
    await expect(names.first()).toBeVisible();
    // A line may end at a space or a punctuation mark, never between two letters of a word.
    const brokenInWords = await names.evaluateAll((links) => links.flatMap((link) => {
      const text = [...link.querySelectorAll('span')].pop()?.firstChild;
      if (!text?.textContent) return [];
      const range = document.createRange();
      const bottoms = [...text.textContent].map((_, i) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return Math.round(range.getBoundingClientRect().bottom);
      });
      const chars = text.textContent;
      return bottoms.flatMap((bottom, i) => (i > 0 && bottom !== bottoms[i - 1] && !/[\s\p{P}]/u.test(`${chars[i - 1]}${chars[i]}`) ? [`${chars.slice(0, i)}|${chars.slice(i)}`] : []));
    }));
    expect(brokenInWords).toEqual([]);
  });
});

test.describe('toasts keep clear of what they could cover', () => {
  /** The toast carrying `text`, where it rests after its entrance animation. */
  const restingToast = async (page: Page, text: string) => {
    const toast = page.getByRole('status').filter({ hasText: text }).locator('xpath=..');
    await expect(toast).toBeVisible();
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    return toast;
  };
  const overlap = (a: Box | null, b: Box | null) =>
    a !== null && b !== null && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('a toast sits below the header (门店, 联系我们, the phone\'s mail icon)', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': '500@/ecommerce/biz/eccms/v1/page/queryRegionContents' });
    await page.goto('/brand-story');
    const toast = await restingToast(page, '请求失败，请稍后重试！');
    const header = await page.getByRole('banner').boundingBox();
    expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Infinity));
  });

  test('a toast in a dialog on a phone leaves its close button uncovered', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a desktop shows the WeChat QR at once, without a toast');
    await page.setExtraHTTPHeaders({ 'x-fixture-fault': 'unsuccessful@/ecommerce/v1/mini' });
    await page.goto('/pdp/1001');
    await page.getByRole('link', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '购买渠道' });
    await dialog.getByRole('button', { name: 'MERIDIAN 微信小程序商城' }).click();
    const toast = await restingToast(page, '小程序暂时无法打开，请稍后重试！');
    expect(overlap(await toast.boundingBox(), await dialog.getByRole('link', { name: '关闭' }).boundingBox())).toBe(false);
  });

  test('a failed job application on a phone brings the visitor to the first field to put right, clear of the toast', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a desktop dialog holds the whole form beside its toast');
    await page.goto('/about-us?job=J1004');
    await page.getByRole('dialog').getByRole('link', { name: '申请职位' }).click();
    const form = page.getByRole('dialog', { name: '申请：家居器物产品设计师' });
    const name = form.getByLabel('姓名');
    await form.getByRole('button', { name: '提交申请' }).click();
    const every = await restingToast(page, '请输入姓名');
    await expect(name).toBeFocused();
    expect(overlap(await every.boundingBox(), await name.boundingBox())).toBe(false);
    // Five messages make a tall toast: its icon stands beside the first line, not the middle one.
    const [icon, box] = [await every.locator('[aria-hidden="true"]').boundingBox(), await every.boundingBox()];
    expect((icon?.y ?? Infinity) - (box?.y ?? 0)).toBeLessThan(16);

    await name.fill('李雷');
    await form.getByLabel('手机号码').fill('13812345678');
    await form.getByLabel('地点偏好').selectOption({ index: 1 });
    await form.locator('input[type="file"]').first().setInputFiles({ name: 'resume.pdf', mimeType: PDF_TYPE, buffer: Buffer.from(minimalPdf('resume')) });
    await form.getByRole('button', { name: '提交申请' }).click();
    const captcha = form.getByRole('textbox', { name: '验证码', exact: true });
    const one = await restingToast(page, '请输入验证码');
    await expect(captcha).toBeFocused();
    expect(overlap(await one.boundingBox(), await captcha.boundingBox())).toBe(false);
  });
});

test('a hero button on its picture is written in the slide\'s light text colour, not the navy of buttons on a light ground', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('[data-block="hero"]');
  const button = hero.getByRole('link', { name: '了解详情' });
  await expect(button).toBeVisible();
  const colours = await button.evaluate((el) => ({ button: getComputedStyle(el).color, title: getComputedStyle(el.closest('[class*="slide"]') as Element).color }));
  expect(colours.button).toBe('rgb(255, 255, 255)');
  expect(colours.button).toBe(colours.title);
});

test.describe('Chinese line endings at 390px', () => {
  /**
   * The headings and paragraphs of the main landmark that end on a line holding a single character (细/节。): the
   * punctuation after it does not count, nor does a block of one line or one in a form.
   */
  const orphans = (page: Page) =>
    page.getByRole('main').evaluate((main) => {
      const punctuation = /[\s\p{P}]/u;
      const found: string[] = [];
      for (const block of main.querySelectorAll('h1, h2, h3, h4, p')) {
        if (block.closest('form') || !/\p{Script=Han}/u.test(block.textContent ?? '')) continue;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        const chars: { top: number; char: string }[] = [];
        const range = document.createRange();
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0) chars.push({ top: Math.round(rect.top), char: node.data[i] ?? '' });
          }
        }
        const last = chars.at(-1)?.top;
        if (last === undefined || chars.every((c) => c.top === last)) continue;
        const onLastLine = chars.filter((c) => c.top === last && !punctuation.test(c.char));
        if (onLastLine.length === 1) found.push(`${block.tagName.toLowerCase()}: …${(block.textContent ?? '').trim().slice(-12)}`);
      }
      return found;
    });

  test('/cs: the service number in the CMS text dials and stays on one line', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'measured where lines are shortest');
    await page.goto('/cs');
    const numbers = page.getByRole('main').getByRole('link', { name: '400-820-1979' });
    await expect(numbers.first()).toHaveAttribute('href', 'tel:4008201979');
    for (const number of await numbers.all()) expect(await textLines(number)).toBe(1);
  });

  for (const path of ['/', '/about-us', '/brand-story', '/news/5001', '/gifting', '/pdp/1001', '/customer-service/faq']) {
    test(`${path}: no heading or paragraph ends on a line of one character`, async ({ page, isMobile }) => {
      test.skip(!isMobile, 'measured where lines are shortest');
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await orphans(page)).toEqual([]);
    });
  }
});

test.describe('one designed select', () => {
  /** How a select is drawn: the browser's arrow or none, the chevron's picture, and room for it on the right. */
  const drawn = (select: Locator) =>
    select.evaluate((node) => {
      const style = getComputedStyle(node);
      return { appearance: style.appearance, chevron: style.backgroundImage.includes('linear-gradient'), room: parseFloat(style.paddingRight) >= 32 };
    });
  const designed = { appearance: 'none', chevron: true, room: true };

  test('the listing\'s sort, the store finder\'s areas and the job form\'s city', async ({ page }) => {
    await page.goto('/products/category/irons');
    expect(await drawn(page.getByRole('combobox', { name: '排序' }))).toEqual(designed);
    await page.goto('/find-us');
    for (const select of await page.getByRole('main').getByRole('combobox').all()) expect(await drawn(select)).toEqual(designed);
    await page.goto('/about-us?job=J1001');
    await page.getByRole('dialog', { name: '高尔夫球杆定制技师' }).getByRole('link', { name: '申请职位' }).click();
    expect(await drawn(page.getByRole('dialog', { name: '申请：高尔夫球杆定制技师' }).getByRole('combobox', { name: /地点偏好/ }))).toEqual(designed);
  });
});

test.describe('steady menus', () => {
  test('every mega-menu panel has one height, and its pictures are there on the first hover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mega menu is the desktop\'s');
    await page.goto('/');
    // A visitor who reaches for the menu once the page has settled.
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
    const heights: number[] = [];
    for (const entry of await nav.locator(':scope > ul > li').all()) {
      const panel = entry.locator(':scope > div');
      if ((await panel.count()) === 0) continue;
      // Every picture of the panel has its bytes before the panel first opens: none is blank while it loads.
      await expect(panel).toBeHidden();
      const pictures = await panel.locator('img').evaluateAll((images) => images.map((img) => ({ src: (img as HTMLImageElement).src, complete: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 })));
      expect(pictures.filter((p) => !p.complete), 'pictures not loaded before the first hover').toEqual([]);
      await entry.hover();
      await expect(panel).toBeVisible();
      heights.push(Math.round((await panel.boundingBox())?.height ?? 0));
      // Off the panel, onto the page under it.
      await page.mouse.move(5, 880);
      await expect(panel).toBeHidden();
    }
    expect(heights.length).toBeGreaterThan(1);
    expect(new Set(heights).size, `panel heights ${heights.join(', ')}`).toBe(1);
  });
});

test.describe('the product page on a phone', () => {
  test('the variants share one row at 390px, each picture above its name', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'a desktop has room for the variants side by side as they are');
    await page.goto('/pdp/1001');
    const tops = await page.getByRole('main').getByRole('link', { name: /^SIM3/ }).evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  test('the price and 立即购买 stay in reach at the foot of the screen, the page\'s end uncovered, and the bar opens the buy dialog', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the bar is the phone\'s');
    await page.goto('/pdp/1001');
    const buy = page.getByRole('link', { name: '立即购买' });
    await expect(buy).toHaveCount(1);
    const bar = buy.locator('xpath=..');
    const price = (await page.getByText('官方指导价').locator('xpath=..').textContent())?.replace('官方指导价', '').trim() ?? '';
    // Shown in the bar for the eye; the page's text says the price once.
    expect(await bar.evaluate((node) => getComputedStyle(node.firstElementChild as Element, '::before').content)).toBe(`"${price}"`);
    for (const y of [0, 1500, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await buy.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, `in view at scroll ${y}`).toBe(true);
    }
    // At the end of the page, the footer's last line is above the bar, not under it.
    const last = page.getByRole('contentinfo').getByRole('link').last();
    const [lastBox, barBox] = [await last.boundingBox(), await bar.boundingBox()];
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await buy.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('the article body\'s rhythm', () => {
  test('/news/5001: a picture stands clear of the list before it, the words after it and the caption line above it', async ({ page }) => {
    await page.goto('/news/5001');
    const body = page.getByRole('main').locator('[data-rich-text]').first();
    const gaps = await body.evaluate((root) => {
      const box = (node: Element | null) => node?.getBoundingClientRect();
      const [first, second] = [...root.querySelectorAll('img')];
      const figure = first?.closest('p');
      const list = figure?.previousElementSibling;
      const after = figure?.nextElementSibling;
      const captioned = second?.closest('p');
      const range = document.createRange();
      if (captioned?.firstChild) range.selectNodeContents(captioned.firstChild);
      return {
        listToPicture: (box(first ?? null)?.top ?? 0) - (box(list ?? null)?.bottom ?? 0),
        pictureToWords: (box(after ?? null)?.top ?? 0) - (box(first ?? null)?.bottom ?? 0),
        captionToPicture: (box(second ?? null)?.top ?? 0) - range.getBoundingClientRect().bottom,
      };
    });
    expect(gaps.listToPicture).toBeGreaterThanOrEqual(24);
    expect(gaps.pictureToWords).toBeGreaterThanOrEqual(24);
    expect(gaps.captionToPicture).toBeGreaterThanOrEqual(12);
  });
});

test.describe('the brand\'s focus ring', () => {
  const ring = (locator: Locator) => locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: `${style.outlineStyle} ${style.outlineColor}`, halo: style.boxShadow };
  });

  test('navy with a white halo, on the page and on the navy footer alike @phone', async ({ page }) => {
    await page.goto('/about-us');
    await page.keyboard.press('Tab');
    const first = page.locator(':focus-visible');
    expect(await ring(first)).toEqual({ outline: 'solid rgb(0, 36, 74)', halo: 'rgb(255, 255, 255) 0px 0px 0px 2px' });
    const footerLink = (await reachFooter(page)).getByRole('link').first();
    await footerLink.focus();
    expect((await ring(footerLink)).halo).toBe('rgb(255, 255, 255) 0px 0px 0px 2px');
  });

  test('the header search field shows its focus as its underline, with no box crossing it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header search box is the desktop header\'s');
    await page.goto('/products');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    const box = search.getByRole('combobox', { name: '搜索产品' });
    await expect(box).toBeFocused();
    expect((await ring(box)).outline).toMatch(/^none /);
    expect(await search.evaluate((form) => getComputedStyle(form).boxShadow)).toBe('rgb(0, 36, 74) 0px 1px 0px 0px');
  });
});

test.describe('designed media', () => {
  test('the home film plays, pauses and mutes from the brand\'s controls, which the browser\'s give way to', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    const bar = page.getByRole('group', { name: '视频控制' });
    await bar.scrollIntoViewIfNeeded();
    await expect(video).not.toHaveAttribute('controls');
    await bar.getByRole('button', { name: '播放' }).click();
    await expect(bar.getByRole('button', { name: '暂停' })).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    await bar.getByRole('button', { name: '暂停' }).click();
    await expect(bar.getByRole('button', { name: '播放' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await bar.getByRole('button', { name: '静音' }).click();
    await expect(bar.getByRole('button', { name: '取消静音' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  });

  test('the product gallery zooms from its button, and back', async ({ page }) => {
    await page.goto('/pdp/1001');
    await page.getByRole('main').getByRole('link', { name: /^查看大图/ }).first().click();
    const gallery = page.getByRole('dialog', { name: /SIM3 MAX/ });
    await gallery.getByRole('button', { name: '放大' }).click();
    await expect(gallery.getByRole('button', { name: '缩小' })).toBeVisible();
    // How many times wider than its slide the picture is drawn.
    const scale = () => gallery.locator('.swiper-slide-active').evaluate((slide) => Math.round((slide.querySelector('img')?.getBoundingClientRect().width ?? 0) / slide.getBoundingClientRect().width * 10) / 10);
    await expect.poll(scale).toBeGreaterThan(2);
    await gallery.getByRole('button', { name: '缩小' }).click();
    await expect.poll(scale).toBe(1);
  });
});

test.describe('/about-us', () => {
  test('shows one page header, and its figures band as figures side by side, each above its words', async ({ page }) => {
    await page.goto('/about-us');
    // The page's own title stays for assistive technology; the content's heading block is the header seen.
    expect((await page.getByRole('heading', { level: 1, name: '关于我们' }).boundingBox())?.height).toBeLessThanOrEqual(1);
    await expect(page.getByRole('heading', { name: '始于 1979 的球杆工坊' })).toBeInViewport();
    const figures = page.getByRole('listitem').filter({ has: page.locator('strong') }).filter({ hasText: /道球杆工序|家直营精品店|次新品试打/ });
    await expect(figures).toHaveCount(3);
    const placed = await figures.evaluateAll((items) => items.map((item) => {
      const figure = item.querySelector('strong') as HTMLElement;
      return { top: Math.round(item.getBoundingClientRect().top), size: parseFloat(getComputedStyle(figure).fontSize), display: getComputedStyle(figure).display };
    }));
    expect(new Set(placed.map(({ top }) => top)).size).toBe(1);
    expect(placed.every(({ size, display }) => size >= 33 && display === 'block')).toBe(true);
  });
});

test.describe('one heading weight', () => {
  const weights = (page: Page, scope: string) => page.locator(scope).locator('h1, h2, h3, h4').evaluateAll((nodes) =>
    [...new Set(nodes.filter((node) => node.getBoundingClientRect().height > 1).map((node) => getComputedStyle(node).fontWeight))]);

  for (const [what, path, scope] of [
    ['the brand story', '/brand-story', 'main'], ['a product', '/pdp/1001', 'main'], ['an article', '/news/5001', 'main'],
    ['a product no longer there', '/pdp/999999', 'main'], ['a job\'s dialog', '/about-us?job=J1004', 'dialog[open]'],
  ] as const) {
    test(`${what}: every heading seen in the one weight of the scale @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(scope).locator('h1, h2').first()).toBeVisible();
      expect(await weights(page, scope)).toEqual(['500']);
    });
  }
});

test('series are named alike, in their English names: the home cards and a product page\'s eyebrow @phone', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('main').locator('[class*="series"]');
  await cards.last().scrollIntoViewIfNeeded();
  const labels = await cards.allTextContents();
  expect(labels.length).toBeGreaterThan(3);
  expect(labels.filter((label) => !/^[A-Za-z0-9 ]+ Series$/i.test(label.trim()))).toEqual([]);
  await page.goto('/pdp/2009');
  await expect(page.getByRole('main').locator('[class*="series"]').first()).toHaveText(/^Teema Series$/i);
});

test('a price never breaks across lines, however narrow its box: the product page\'s and a card\'s @phone', async ({ page }) => {
  /** How many lines the text of `price` takes once the box around it is squeezed to 24px. */
  const linesWhenSqueezed = (price: Locator) => price.evaluate((node) => {
    (node.parentElement as HTMLElement).style.width = '24px';
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  await page.goto('/pdp/1001');
  expect(await linesWhenSqueezed(page.getByRole('main').getByText('¥5,680.00', { exact: true }).first())).toBe(1);
  await page.goto('/');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: '¥' }).first();
  await card.scrollIntoViewIfNeeded();
  expect(await linesWhenSqueezed(card.getByText(/^¥/))).toBe(1);
});
