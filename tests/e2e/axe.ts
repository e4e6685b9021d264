import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** One axe violation, reduced to what a failing assertion should show. */
export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** What axe judges: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Has every document the page opens from now on start with axe-core loaded (through the DevTools protocol, like
 * seriousViolations' own injection): a walk over many pages saves sending and compiling it after each load.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/**
 * Waits until the route has rendered what it loaded: no 'Loading...' (nor the overlay's 加载中…) left, the header's navigation and the
 * footer's groups in place (on the full frame; /s/ and /cs have neither), the web fonts ready. What waits for the
 * viewport (the footer, rich text further down) is woken as a keyboard user's first Tab wakes it, focus unmoved,
 * so axe judges the whole page.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main')?.childElementCount);
  await page.evaluate(() => dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
  await page.waitForFunction(() => {
    const text = document.body.innerText;
    const main = document.querySelector('main');
    const header = document.querySelector('header:not(main *)');
    const footer = document.querySelector('footer:not(main *)');
    return (
      !text.includes('Loading...') && !text.includes('加载中…') &&
      main !== null && main.childElementCount > 0 &&
      // The shown header's nav has its items (a phone's header shows a menu button; its desktop nav is not there).
      (header === null || ([...header.querySelectorAll('nav')].some((nav) => nav.checkVisibility()) ? header.querySelector('nav a[href], nav button') !== null : header.querySelector('button') !== null)) &&
      (header === null || footer?.querySelector('a[href]'))
    );
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** How much a violation costs its users, by axe's own scale. */
type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/** The serious and critical violations of the page (see axeViolations). */
export const seriousViolations = (page: Page): Promise<AxeFinding[]> => axeViolations(page, 'serious');

/**
 * Runs axe-core in the page at rest (injected through the DevTools protocol, so the site's CSP stays as it is) and
 * answers the violations of impact `least` or worse.
 */
export async function axeViolations(page: Page, least: Impact): Promise<AxeFinding[]> {
  // Judge the page at rest: a toast fading in or out (it may start leaving while axe runs on a busy machine) is
  // half transparent, which axe reads as low contrast. Asking for reduced motion makes every fade end at once.
  const moving = await page.evaluate(() => !matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (moving) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await runAxe(page, least);
  } finally {
    if (moving) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}

async function runAxe(page: Page, least: Impact): Promise<AxeFinding[]> {
  // Animations that began before the emulation end within a frame; a paused one never finishes: 2 s at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document.getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate((tags) =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      // Known false positive once scrolled: axe places the sticky header where it is drawn, over whatever
      // scrolled beneath it (dequelabs/axe-core#3720). At the top of the page the rule runs in full.
      rules: { 'target-size': { enabled: window.scrollY === 0 } },
    }),
  AXE_TAGS);
  return results.violations
    .filter((v) => IMPACTS.indexOf(v.impact as Impact) >= IMPACTS.indexOf(least))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
