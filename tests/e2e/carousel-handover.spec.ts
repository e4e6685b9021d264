import { expect, test, type Page } from './console';
import { chunkUrl, holdScript } from './support/hold-entry';

// Input that arrives while a carousel hands over from its static frame to swiper must not be lost: the swiper chunk
// is held on the wire, so every click and key lands before swiper is there (or, pressed, across its arrival).

/** Holds the chunk of `source` until released; `release` answers once it is served, run and a frame has rendered. */
async function holdChunk(page: Page, source: string) {
  const url = chunkUrl(source);
  const { asked, open } = await holdScript(page, url);
  return {
    asked,
    release: async () => {
      open();
      // The page's own import of the chunk resolves with this one; two frames let React commit what it brought.
      await page.evaluate(async (chunk) => {
        await import(chunk);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }, url);
    },
  };
}

/** Which of the controls named `name` (the hero's dot buttons, the gallery's thumbnail links) is marked current. */
const currentOf = (region: ReturnType<Page['getByRole']>, name: RegExp) =>
  region.getByRole('button', { name }).or(region.getByRole('link', { name })).evaluateAll((controls) => controls.findIndex((c) => c.getAttribute('aria-current') === 'true'));

test.describe('carousel hand-over to swiper', () => {
  test.beforeEach(async ({ page }) => {
    // No autoplay turn and no transition: only the visitor moves the carousels.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the home hero: a click pressed before swiper arrived and released after it still moves the carousel', { tag: '@phone' }, async ({ page }) => {
    const chunk = await holdChunk(page, 'src/ui/carousel-swiper.tsx');
    await page.goto('/');
    const hero = page.getByRole('region', { name: '焦点图' });
    const next = hero.getByRole('button', { name: '下一张' });
    await expect(next).toBeEnabled();
    const box = await next.boundingBox();
    if (!box) throw new Error('no next button box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await chunk.asked;
    await page.mouse.down();
    await chunk.release();
    await page.mouse.up();
    await expect(hero.locator('.swiper-initialized')).toHaveCount(1);
    await expect.poll(() => currentOf(hero, /^第 \d 张，共 3 张$/)).toBe(1);
  });

  test('the home hero: clicks made as soon as it shows, before swiper is there, all count', { tag: '@phone' }, async ({ page }) => {
    const chunk = await holdChunk(page, 'src/ui/carousel-swiper.tsx');
    await page.goto('/');
    const hero = page.getByRole('region', { name: '焦点图' });
    await hero.getByRole('button', { name: '下一张' }).click();
    await hero.getByRole('button', { name: '下一张' }).click();
    await chunk.release();
    await expect(hero.locator('.swiper-initialized')).toHaveCount(1);
    await expect.poll(() => currentOf(hero, /^第 \d 张，共 3 张$/)).toBe(2);
  });

  test('the product gallery: a thumbnail and arrow keys used before swiper arrives all count, and the next key reaches swiper', { tag: '@desktop' }, async ({ page }) => {
    const chunk = await holdChunk(page, 'src/features/product/media-swiper.tsx');
    await page.goto('/pdp/1001');
    const gallery = page.getByRole('region', { name: 'SIM3 MAX 一号木 图片' });
    const thumbs = /^查看第 \d 张图片$/;
    await gallery.getByRole('link', { name: '查看第 3 张图片' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await chunk.release();
    await expect(gallery.locator('.swiper-initialized')).toHaveCount(1);
    await expect.poll(() => currentOf(gallery, thumbs)).toBe(4);
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 5 张/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentOf(gallery, thumbs)).toBe(5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentOf(gallery, thumbs)).toBe(0);
  });

  test('the product gallery: arrow keys pressed in the first frames after swiper took over all count', { tag: '@desktop' }, async ({ page }) => {
    // At 1440px the gallery is a fraction of a pixel wide, which swiper's ResizeObserver took for a resize as it started.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pdp/1001');
    const gallery = page.getByRole('region', { name: 'SIM3 MAX 一号木 图片' });
    expect(await gallery.evaluate((region) => region.getBoundingClientRect().width % 1)).not.toBe(0);
    // One ArrowRight in each of the four frames after swiper starts, the way a key held down arrives.
    await page.evaluate(() => {
      const keys = new Promise<void>((done) => {
        const started = new MutationObserver(() => {
          if (!document.querySelector('.swiper-initialized')) return;
          started.disconnect();
          let left = 4;
          const press = () => {
            document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
            if (--left > 0) requestAnimationFrame(press);
            else done();
          };
          requestAnimationFrame(press);
        });
        started.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      Object.assign(window, { keys });
    });
    await gallery.getByRole('link', { name: '查看第 3 张图片' }).click();
    await page.evaluate(() => (window as unknown as { keys: Promise<void> }).keys);
    // Image 3 and four keys on, round the loop: image 1, and swiper stays there.
    await expect.poll(() => currentOf(gallery, /^查看第 \d 张图片$/)).toBe(0);
    await expect(gallery.locator('.swiper-slide-active img')).toHaveAttribute('alt', /第 1 张/);
  });
});
