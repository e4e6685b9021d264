import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureBackend } from './support/fixture-backend';

/**
 * The site footer as a visitor reaches it: at the end of the page, where it comes (its code and data wait until it
 * nears the viewport). Scrolls again while the page above it is still growing.
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 1_000 });
  }).toPass();
  return footer;
}

/** The footer's 企业礼赠 (in its group 产品) leads to `path` instead, as an editor may link it: a way to any page on the client. */
export function relinkFooterGifting(backend: FixtureBackend, path: string): void {
  backend.rewriteJson(/\/queryReadableContent\?.*contentId=rc-footer-nav\b/, (body: { data: { contents: string }[] }) => {
    const first = body.data[0] as { contents: string };
    first.contents = first.contents.replace('"/gifting"', JSON.stringify(path));
  });
}

/** Follows the footer's 企业礼赠, relinked to `path`, as a client navigation. */
export async function followFooterGifting(page: Page, isMobile: boolean, path: string): Promise<void> {
  const footer = await reachFooter(page);
  if (isMobile) await footer.locator('summary', { hasText: '产品' }).click();
  const link = footer.getByRole('link', { name: '企业礼赠' });
  await expect(link).toHaveAttribute('href', path);
  await link.click();
}
