import type { Page } from '@playwright/test';

/**
 * Waits until every shown rich text within a screen of the viewport has its markup in place of the plain-text fallback
 * it renders until it is near (src/ui/rich-text.tsx, src/ui/near-viewport.ts). The swap can change its height and move
 * what follows, so a click aimed just after a jump down the page could land beside its target.
 */
export async function nearRichTextReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-rich-text]')].every((element) => {
      const box = element.getBoundingClientRect();
      const near = box.bottom > -innerHeight && box.top < 2 * innerHeight;
      return !near || !element.checkVisibility() || element.childElementCount > 0 || !element.textContent?.trim();
    }),
  );
}
