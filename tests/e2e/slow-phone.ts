import type { Page } from '@playwright/test';

/** One layout shift the page recorded: its score, whether input caused it, and what moved. */
export interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/**
 * Lighthouse's mobile conditions in Chromium: the CPU 4x slower and slow 4G (150 ms round trip, 1.6 Mbps down,
 * 750 kbps up). A shift that only happens when the first paint and the app's next render are far apart shows here.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

// A plain script (not a function Playwright serialises), so no bundler helper leaks into the page.
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((s) => s.node instanceof Element ? s.node.tagName.toLowerCase() + '.' + s.node.className : String(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Records every layout shift of the next navigation from its first byte. */
export const recordShifts = (page: Page) => page.addInitScript({ content: RECORD_SHIFTS });

/**
 * The shifts recorded up to the page as it stands: two frames on, so the last render has been laid out and its shifts
 * reported (the app has taken over by then: page.goto waits for it).
 */
export const shifts = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
    return (window as unknown as { __shifts: Shift[] }).__shifts;
  });

/** CLS as Lighthouse counts it for one load: the sum of the shifts no input caused. */
export const unprovokedShift = (list: readonly Shift[]) => list.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
