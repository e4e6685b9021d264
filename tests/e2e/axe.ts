import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** One axe violation, reduced to what a failing assertion should show. */
export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page, once its finite animations have ended, (injected through the DevTools protocol, so the site's CSP stays as it is) and
 * answers the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Judge the settled page: a toast fading in or out is half transparent, which axe would read as low contrast.
  // A paused animation never finishes: wait 2 s at most.
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
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
