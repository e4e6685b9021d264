import { expect, test } from './console';

test('home loads over real HTTP with the default title and no console error', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/始于1979年/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1979/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a product route shows the product from the fixture API', async ({ page, consoleErrors }) => {
  await page.goto('/pdp/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'SIM3 MAX 一号木' })).toBeVisible();
  await expect(page.getByText('¥5,680.00')).toBeVisible();
  await expect(page).toHaveTitle(/SIM3 MAX 一号木/);
  expect(consoleErrors).toEqual([]);
});

test('the server sends a CSP that allows no inline script, and long-caches hashed assets', async ({ request, page }) => {
  const html = await request.get('/gifting');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(html.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toContain('immutable');
});

test('a page\'s own style rules come inline, allowed by their hash alone: one stylesheet request, no CSP violation', async ({ page, consoleErrors }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname)));
  const answer = await page.goto('/pdp/1001');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)]);
  // The product picture's box takes its ratio from the page's own rules.
  const ratio = await page.getByRole('main').locator('picture[data-ps]').first().evaluate((node) => getComputedStyle(node).getPropertyValue('--ratio'));
  expect(ratio.trim()).not.toBe('');
  expect(consoleErrors).toEqual([]);
});
