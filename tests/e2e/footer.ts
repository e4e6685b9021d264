import { expect, type Locator, type Page } from '@playwright/test';

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
