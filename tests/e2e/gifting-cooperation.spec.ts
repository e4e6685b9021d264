import { expect, test } from './console';

/**
 * /gifting's dealer cooperation: its photo and its navy panel end together at every width (side by side from 768px,
 * the photo above the panel below that), the photo filling its box: one page load, the viewport resized.
 */
const WIDTHS = [320, 390, 767, 768, 900, 1024, 1280, 1440];

test('the dealer photo and its navy panel end together at every width', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one page load judges every width');
  await page.goto('/gifting');
  const section = page.getByRole('region', { name: '经销合作' });
  const photo = section.locator('picture');
  await photo.scrollIntoViewIfNeeded();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const edges = await section.evaluate((node) => {
      const picture = node.querySelector('picture');
      const body = node.querySelector('dl')?.parentElement;
      const image = picture?.querySelector('img');
      if (!picture || !body || !image) return null;
      const [p, b, i] = [picture.getBoundingClientRect(), body.getBoundingClientRect(), image.getBoundingClientRect()];
      const gap = (a: number, c: number) => Math.round(Math.abs(a - c));
      // Side by side: both their tops and their ends meet; stacked: the panel starts where the photo ends.
      return p.right <= b.left + 0.5
        ? { top: gap(p.top, b.top), end: gap(p.bottom, b.bottom), image: gap(i.bottom, p.bottom) }
        : { top: 0, end: gap(p.bottom, b.top), image: gap(i.bottom, p.bottom) };
    });
    expect(edges, `at ${width}px`).toEqual({ top: 0, end: 0, image: 0 });
  }
});
