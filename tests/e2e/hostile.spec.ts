import { expect, test, type Page } from './support/backend-test';
import type { FixtureBackend } from './support/fixture-backend';
import { FULL_CORPUS, hostileCorpus, type HostileCorpus } from '../hostile/corpus';
import { injectHostile } from '../hostile/inject';
import { settled } from './axe';
import { nearRichTextReady } from './rich-text';

// The hostile corpus in every text, rich-text, link and image field of every fixture answer the page asks for
// (injected by the backend: it goes through the server's render into the HTML, then hydration, and into the browser's
// own calls), across three seeds so each payload lands in other fields. Nothing may run, cover the header, lead off-site unannounced, break the CSP or widen the page.
// The seeds carry the corpus with its longest values at 256 KB, past every length the site treats apart (the longest, an
// image URL's 2,048 characters); the pages that a 5 MB value reaches in most places are loaded once more at full size.

const SEEDS = [0, 1, 2];
const SEED_CORPUS = hostileCorpus(256 * 1024);

// Megabytes of content per answer on a 2-core runner: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

interface Observed {
  dialogs: string[];
  console: string[];
}

/**
 * Has the backend answer every API call with the corpus injected (the render server's calls for the HTML and the
 * browser's own calls it forwards); records dialogs, CSP violations and console errors.
 */
async function prepare(page: Page, backend: FixtureBackend, seed: number, corpus: HostileCorpus = SEED_CORPUS): Promise<Observed> {
  const observed: Observed = { dialogs: [], console: [] };
  page.on('dialog', (dialog) => {
    observed.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) observed.console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  backend.route(/^\//, async ({ fetchOriginal }) => {
    const response = await fetchOriginal();
    const body: unknown = await response.clone().json().catch(() => undefined);
    return body === undefined ? response : Response.json(injectHostile(body, seed, corpus), { status: response.status });
  });
  return observed;
}

/** Opens a page of the render server, whose HTML must hold the corpus (not only the browser's later calls). */
async function openRendered(page: Page, url: string): Promise<void> {
  // The browser drops a body this large from its cache once the page goes on, so the HTML is asked for on its own.
  expect(await (await page.request.get(url)).text(), 'the corpus in the server-rendered HTML').toContain('window.__pwned=1');
  await page.goto(url);
}

/** Every assertion of the issue, on the page as it stands. */
async function expectUnharmed(page: Page, backend: FixtureBackend, observed: Observed): Promise<void> {
  // The page as the visitor gets it: every answer delivered and rendered, and the rich text in view sanitised. Not
  // networkidle: the home page's carousel fetches swiper and its next images at its first autoplay turn, seconds later.
  await expect.poll(() => backend.inFlight()).toBe(0);
  await settled(page);
  await nearRichTextReady(page);
  await expect.poll(() => backend.inFlight()).toBe(0);
  const state = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const bad = /^(javascript|data|vbscript|file|blob):/i;
    const urlAttrs = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data'];
    const unsafe: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const name of urlAttrs) {
        const value = el.getAttribute(name);
        // Browsers strip whitespace and control characters from URLs before reading the scheme.
        // eslint-disable-next-line no-control-regex -- the control characters are what the browser strips
        if (value !== null && bad.test(value.replace(/[\u0000-\u0020\u007f]/g, ''))) unsafe.push(`<${el.tagName.toLowerCase()} ${name}="${value.slice(0, 60)}">`);
      }
    }
    const unannounced = Array.from(document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]'))
      .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== location.origin)
      .filter((a) => a.target !== '_blank' || !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
      .map((a) => a.outerHTML.slice(0, 120));
    const header = document.querySelector('header');
    const covered: string[] = [];
    if (header) {
      const box = header.getBoundingClientRect();
      for (const x of [box.left + 8, box.left + box.width / 2, box.right - 8]) {
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (hit && !header.contains(hit)) covered.push(`${Math.round(x)},${Math.round(y)}: <${hit.tagName.toLowerCase()} class="${hit.className}">`);
      }
    }
    // The outermost elements reaching past the right edge: what widens the page, if anything does.
    // The text reaching past the right edge (overflowing text widens the page though its box does not): what, and where.
    const wide: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = texts.nextNode(); node && wide.length < 5; node = texts.nextNode()) {
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > window.innerWidth + 1) {
        const parent = node.parentElement;
        wide.push(`"${(node.textContent ?? '').slice(0, 30)}" in <${parent?.tagName.toLowerCase()} class="${String(parent?.className).slice(0, 60)}">`);
      }
    }
    return {
      wide,
      pwned: w.__pwned,
      clobbered: w.__clobber !== undefined || w.__clobber2 !== undefined,
      unsafe,
      unannounced,
      hasHeader: header !== null,
      covered,
      csp: w.__csp as string[],
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      shownAsText: document.body.innerText.includes('window.__pwned=1'),
    };
  });
  expect(state.pwned, 'a payload ran').toBeUndefined();
  expect(observed.dialogs, 'dialogs opened').toEqual([]);
  expect(state.clobbered, 'a global was clobbered').toBe(false);
  expect(state.unsafe, 'javascript:/data:/vbscript:/file:/blob: URLs in the DOM').toEqual([]);
  expect(state.unannounced, 'off-site links without target and rel').toEqual([]);
  expect(state.hasHeader, 'the header is there').toBe(true);
  expect(state.covered, 'elements covering the header').toEqual([]);
  expect(state.csp, 'CSP violations').toEqual([]);
  expect(observed.console, 'CSP messages on the console').toEqual([]);
  expect(state.scrollWidth > state.innerWidth ? state.wide : [], 'text wider than the viewport').toEqual([]);
  expect(state.scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(state.innerWidth);
  expect(state.shownAsText, 'the injected text reached the page, as text').toBe(true);
}

for (const seed of SEEDS) {
  test.describe(`hostile content, seed ${seed}`, () => {
    // What runs, where links lead and the CSP do not depend on the width; what covers the header or widens the page
    // does, and fails first at 390px: every seed there, one at 1440px (each hostile load takes a minute on a busy runner).
    test.skip(({ isMobile }) => !isMobile && seed !== SEEDS[0], 'the other seeds run at 390px');
    test('home', async ({ page, backend, site }) => {
      const observed = await prepare(page, backend, seed);
      await openRendered(page, `${site}/`);
      await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
      await expectUnharmed(page, backend, observed);
    });

    test('a product page', async ({ page, backend, site }) => {
      const observed = await prepare(page, backend, seed);
      await openRendered(page, `${site}/pdp/1001`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectUnharmed(page, backend, observed);
    });

    test('contact us', async ({ page, backend, site }) => {
      const observed = await prepare(page, backend, seed);
      await openRendered(page, `${site}/contact-us`);
      await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
      await expectUnharmed(page, backend, observed);
    });

    test('the preview, fetching a page by id', async ({ page, backend, site }) => {
      const observed = await prepare(page, backend, seed);
      await page.goto(`${site}/__preview`);
      await page.getByLabel('获取方式').selectOption('page');
      await page.getByLabel('ID', { exact: true }).fill('rc-home');
      await page.getByRole('button', { name: '获取并预览' }).click();
      await expect(page.getByText(/已渲染 \d+ 个区块/)).toBeVisible({ timeout: 30_000 });
      await expectUnharmed(page, backend, observed);
    });
  });
}

test.describe('hostile content at full size (one 5 MB value in each answer)', () => {
  // Size does not change what runs or where links lead; it could change what widens the page, which fails first at 390px.
  test.skip(({ isMobile }) => !isMobile, 'size is checked at 390px');
  for (const [name, path, ready] of [['home', '/', 'main'], ['a product page', '/pdp/1001', 'heading']] as const) {
    test(name, async ({ page, backend, site }) => {
      const observed = await prepare(page, backend, 0, FULL_CORPUS);
      await openRendered(page, `${site}${path}`);
      await expect(ready === 'main' ? page.getByRole('main') : page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectUnharmed(page, backend, observed);
    });
  }
});

// Markup whose inline CSS or handlers the old regex let through to the parser: Chrome checks them against the CSP
// while parsing, even into an inert document, and logs a violation for each (nothing runs).
const PARSED_INERT = [
  '<style>p { color: red }</style><p>after a style element</p>',
  '<p title="a>b" style="color:red" onmouseover="window.__pwned=1">a quoted &gt; before the style</p>',
  `<p title='x>y' onclick="window.__pwned=1">single quotes</p><svg><style>g { fill: red }</style></svg>`,
];

test('rich text with a style element or a > in a quoted attribute parses without a CSP violation', async ({ page, backend, site }) => {
  const observed = await prepare(page, backend, 0);
  await page.goto(`${site}/__preview`);
  const content = JSON.stringify(PARSED_INERT.map((html) => ({ modelName: 'common', contents: JSON.stringify({ content: html }) })));
  await page.getByLabel('CMS 内容 JSON').fill(content);
  await page.getByRole('button', { name: '渲染预览' }).click();
  await expect(page.getByText(`已渲染 ${PARSED_INERT.length} 个区块`)).toBeVisible();
  await nearRichTextReady(page);
  const shown = page.locator('[data-rich-text]:not([data-pending])');
  await expect(shown.getByText('a quoted > before the style')).toBeVisible();
  await expect(shown.getByText('after a style element')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), 'CSP violations').toEqual([]);
  expect(observed.console, 'CSP messages on the console').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
