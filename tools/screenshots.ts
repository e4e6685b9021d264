import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { routeSamples } from '../tests/e2e/route-samples';
import { startServer } from './start-site-server';

// npm run screenshots: every route at the three widths the site is designed for, whole pages, in Debian's Chromium,
// to look at before calling a screen done. `-- --look PREFIX` takes the five screens of docs/look.md instead (JPEG),
// e.g. against an older build's server (`-- --origin http://127.0.0.1:4400 --look docs/look/before`).

const WIDTHS = [390, 1024, 1440] as const;
const HEIGHTS: Record<number, number> = { 390: 844, 1024: 768, 1440: 900 };
const PORT = 4399;

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** Opens `path` at `width`, lets the page settle (its pictures included) and returns it. */
async function opened(browser: Browser, origin: string, path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: HEIGHTS[width] ?? 900 } });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/** Each route's whole page at each width, as PNG files in `folder`. */
async function everyRoute(browser: Browser, origin: string, folder: string): Promise<number> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  for (const [id, path] of Object.entries(routeSamples)) {
    for (const width of WIDTHS) {
      const page = await opened(browser, origin, path, width);
      // Lazy pictures load as they come near: scroll through the page once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100)));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(folder, `${id}-${width}.png`), fullPage: true });
      await page.close();
      count += 1;
    }
  }
  return count;
}

/** The five screens of docs/look.md: what each shows is written there. */
const LOOK: { name: string; width: number; path: string; act?: (page: Page) => Promise<Locator | void> }[] = [
  { name: 'product-390', width: 390, path: '/pdp/1001' },
  { name: 'product-1440', width: 1440, path: '/pdp/1001' },
  { name: 'about-us-1440', width: 1440, path: '/about-us' },
  { name: 'figures-390', width: 390, path: '/about-us', act: async (page) => page.locator('section').filter({ hasText: '四十五年，三个数字' }).last() },
  {
    name: 'job-form-390', width: 390, path: '/about-us?job=J1004', act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: '申请职位' }).click();
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByRole('status').filter({ hasText: '请输入姓名' }).waitFor();
    },
  },
  { name: 'film-1440', width: 1440, path: '/', act: async (page) => page.locator('section:has(video)').first() },
];

async function lookScreens(browser: Browser, origin: string, prefix: string): Promise<number> {
  for (const { name, width, path, act } of LOOK) {
    const page = await opened(browser, origin, path, width);
    const part = (await act?.(page)) ?? undefined;
    await part?.scrollIntoViewIfNeeded();
    // Toasts and transitions come to rest.
    await page.waitForTimeout(800);
    await (part ?? page).screenshot({ path: `${prefix}-${name}.jpg`, type: 'jpeg', quality: 72 });
    await page.close();
  }
  return LOOK.length;
}

const given = argument('origin');
const server = given ? undefined : await startServer(PORT);
const origin = given ?? `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const look = argument('look');
  const folder = argument('out') ?? 'screenshots';
  const count = look ? await lookScreens(browser, origin, look) : await everyRoute(browser, origin, folder);
  console.log(`${count} screenshots of ${origin} in ${look ? `${look}-*.jpg` : `${folder}/`}`);
} finally {
  await browser.close();
  server?.kill();
}
