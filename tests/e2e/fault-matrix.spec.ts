import type { Request } from '@playwright/test';
import { expect, test, type Page } from './console';
import { FAULTS, FAULT_HEADER, type Fault } from '../../fixtures/faults';
import { reachFooter } from './footer';

// Every screen under every fixture fault of its calls: the visitor always meets the frame, a message or the
// content, never an endless 'Loading...', a blank area, a raw error or a request that never ends (network idle
// but for a playing video, whose stream stays open by design).

const PAGE_CONTENT = '/ecommerce/biz/eccms/v1/page/queryRegionContents';
const PRODUCT = '/ecommerce/open/v1/product/fullProductDetail';
const FRAME_CONTENT = '/ecommerce/biz/eccms/v1/content/';
const RETRY = '请求失败，请稍后重试！';

/** What a visitor must meet on a screen whose own call answers with a fault (a redirect may carry a toast). */
type Outcome = { text: string } | { redirect: '/'; toast?: string };

interface Screen {
  path: string;
  call: string;
  /** What the screen shows when its call answers normally (also after the slow fault). */
  ready: string;
  outcome: (fault: Fault) => Outcome;
}

const failedRequest = (fault: Fault) => ['404', '500', 'network', 'malformed', 'invalid'].includes(fault);

const screens: Screen[] = [
  {
    path: '/', call: PAGE_CONTENT, ready: 'SIM3 MAX 一号木',
    outcome: (fault) => ({ text: fault === 'empty' ? '内容正在更新中' : RETRY }),
  },
  {
    path: '/pdp/1001', call: PRODUCT, ready: 'SIM3 MAX 一号木',
    outcome: (fault) => (fault === 'empty' ? { redirect: '/' } : { text: fault === 'unsuccessful' ? '该商品暂不可售' : RETRY }),
  },
  {
    path: '/contact-us', call: PAGE_CONTENT, ready: 'MERIDIAN（上海）体育用品有限公司',
    outcome: (fault) => (failedRequest(fault) ? { redirect: '/', toast: RETRY } : { redirect: '/' }),
  },
  {
    path: '/brand-story', call: PAGE_CONTENT, ready: '品牌故事',
    outcome: (fault) => ({ text: fault === 'empty' ? '内容正在更新中' : RETRY }),
  },
];

/** What a visit saw: uncaught page errors, and the requests still open (a playing video streams on, so media is left out). */
interface Visit {
  errors: string[];
  open: Set<Request>;
}

/** Opens `path` with `fault` on the calls under `prefix`, watching errors and open requests. */
async function visit(page: Page, path: string, fault: Fault, prefix: string): Promise<Visit> {
  const seen: Visit = { errors: [], open: new Set() };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => request.resourceType() !== 'media' && seen.open.add(request));
  page.on('requestfinished', (request) => seen.open.delete(request));
  page.on('requestfailed', (request) => seen.open.delete(request));
  await page.setExtraHTTPHeaders({ [FAULT_HEADER]: `${fault}@${prefix}` });
  await page.goto(path);
  return seen;
}

/** The frame is there, the main area shows something, no spinner is left, no raw error text, and the network rests. */
async function expectSettled(page: Page, { errors, open }: Visit) {
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(await reachFooter(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0, { timeout: 8000 });
  expect((await page.getByRole('main').innerText()).trim().length).toBeGreaterThan(0);
  await expect(page.locator('body')).not.toContainText(/HTTPError|status code|Failed to fetch|fetch failed|ZodError|contract|undefined/);
  await expect.poll(() => [...open].map((r) => r.url()), { timeout: 10_000, message: 'requests left open' }).toEqual([]);
  expect(errors).toEqual([]);
}

test.describe('fault matrix', () => {
  for (const screen of screens) {
    for (const fault of FAULTS) {
      test(`${screen.path} with its call answering ${fault}`, async ({ page }) => {
        const seen = await visit(page, screen.path, fault, screen.call);
        const outcome = fault === 'slow' ? { text: screen.ready } : screen.outcome(fault);
        if ('redirect' in outcome) {
          await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
          if (outcome.toast) await expect(page.getByRole('status').getByText(outcome.toast)).toBeVisible();
        } else await expect(page.getByRole('main').getByText(outcome.text).first()).toBeVisible({ timeout: 8000 });
        // The frame's own content is whole beside the screen's fault (its calls did not fail).
        await expect((await reachFooter(page)).getByText('精选好物')).toBeVisible();
        await expectSettled(page, seen);
      });
    }
  }

  for (const fault of FAULTS) {
    test(`/ with the frame's own calls (navigation, footer, site settings) answering ${fault}`, async ({ page }) => {
      const seen = await visit(page, '/', fault, FRAME_CONTENT);
      await expect(page.getByRole('main').getByText('SIM3 MAX 一号木').first()).toBeVisible({ timeout: 8000 });
      const footer = await reachFooter(page);
      await expect(footer.getByText('© 2024 MERIDIAN 版权所有')).toBeVisible();
      await expect(footer.getByRole('link', { name: '沪ICP备19790001号-1' })).toBeVisible();
      await expectSettled(page, seen);
    });
  }
});
