import type { Page } from '@playwright/test';

/**
 * Waits until every shown rich text within a screen of the viewport has its sanitised markup in place of the fallback
 * it renders until it is near (src/ui/rich-text-fallback.tsx, src/ui/near-viewport.ts): what is judged is then the
 * markup a visitor keeps.
 */
export async function nearRichTextReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-rich-text]')].every((element) => {
      const box = element.getBoundingClientRect();
      const near = box.bottom > -innerHeight && box.top < 2 * innerHeight;
      return !near || !element.checkVisibility() || !element.hasAttribute('data-pending');
    }),
  );
}
