import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MediaCarousel } from '../../../../src/features/product/media-carousel';
import { ProductGallery } from '../../../../src/features/product/product-gallery';
import { installDialogPolyfill } from '../../support/frame';

beforeAll(installDialogPolyfill);
// swiper's chunk is lazy; transforming it the first time takes a while on a busy machine, so do it once up front.
beforeAll(() => import('../../../../src/features/product/media-swiper'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const pictureHref = (i: number) => `/pdp/1?image=${i + 1}`;
const images = (n: number) => Array.from({ length: n }, (_, i) => `/fixture-images/product-detail-${(i % 6) + 1}.jpg?n=${i}`);
const thumbs = (scope: HTMLElement) => within(scope).getAllByRole('link', { name: /^查看第 \d+ 张图片$/ });
const region = () => screen.getByRole('region', { name: '测试球杆 图片' });
const swiperOf = (scope: HTMLElement) => (scope.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
// Without transitions swiper moves at once (jsdom never ends a CSS transition).
const reduceMotion = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));

/** The thumbnails as the visitor meets them: one list item and one labelled button per image, the current one marked. */
function expectThumbnails(scope: HTMLElement, count: number, current: number) {
  const list = within(scope).getByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  expect(thumbs(list).map((b) => b.getAttribute('aria-label'))).toEqual(Array.from({ length: count }, (_, i) => `查看第 ${i + 1} 张图片`));
  expect(thumbs(list).map((b) => b.getAttribute('aria-current'))).toEqual(Array.from({ length: count }, (_, i) => (i === current ? 'true' : null)));
}

describe('MediaCarousel: thumbnails', () => {
  it('one thumbnail button per image, 10 of 10, before swiper and after it took over', async () => {
    render(<MediaCarousel images={images(10)} name="测试球杆" pictureHref={pictureHref} />);
    expect(region().querySelector('.swiper')).toBeNull();
    expectThumbnails(region(), 10, 0);
    fireEvent.click(thumbs(region())[0] as HTMLElement);
    await waitFor(() => expect(region().querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    expectThumbnails(region(), 10, 0);
  });

  it('the page\'s own carousel neither zooms nor offers a zoom button', async () => {
    render(<MemoryRouter><MediaCarousel images={images(3)} name="测试球杆" pictureHref={pictureHref} openHref={(i) => `/pdp/1?gallery=${i + 1}`} awake /></MemoryRouter>);
    await waitFor(() => expect(region().querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    expect(within(region()).queryByRole('button', { name: /^(放大|缩小)$/ })).toBeNull();
    expect(region().querySelector('.swiper-zoom-container')).toBeNull();
    expect(swiperOf(region()).zoom?.enabled ?? false).toBe(false);
  });
});

describe('ProductGallery: zoom', () => {
  const openGallery = () => {
    render(<ProductGallery images={images(3)} name="测试球杆" dialog={{ value: '2', openHref: (value) => `/pdp/1?gallery=${value}`, closeHref: '/pdp/1', close: () => undefined }} />);
    return screen.getByRole('dialog', { name: '测试球杆 图集' });
  };

  it('offers 放大 before swiper is there too (disabled, where swiper\'s will be): no jump at the hand-over', async () => {
    const gallery = openGallery();
    expect(gallery.querySelector('.swiper')).toBeNull();
    const waiting = within(gallery).getByRole('button', { name: '放大' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    // The same controls in the same order as swiper's twin: previous, next and zoom between the picture and the thumbnails.
    const controls = (scope: HTMLElement) => [...scope.querySelectorAll('section a, section button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    const before = controls(gallery);
    await waitFor(() => expect(gallery.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    expect(controls(gallery)).toEqual(before);
    expect(within(gallery).getByRole('button', { name: '放大' }).hasAttribute('disabled')).toBe(false);
  });

  it('放大 zooms the current slide through swiper and becomes 缩小; 缩小 zooms back out', async () => {
    const gallery = openGallery();
    await waitFor(() => expect(gallery.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    // Every slide's picture in swiper's zoom container, up to 2.5 times.
    expect(gallery.querySelectorAll('.swiper-zoom-container picture').length).toBeGreaterThanOrEqual(3);
    const swiper = swiperOf(gallery);
    expect(swiper.params.zoom).toMatchObject({ maxRatio: 2.5 });
    fireEvent.click(within(gallery).getByRole('button', { name: '放大' }));
    await waitFor(() => expect(within(gallery).getByRole('button', { name: '缩小' })).toBeTruthy());
    expect(swiper.zoom.scale).toBe(2.5);
    expect(gallery.querySelector('.swiper-slide-active')?.classList.contains('swiper-slide-zoomed')).toBe(true);
    fireEvent.click(within(gallery).getByRole('button', { name: '缩小' }));
    await waitFor(() => expect(within(gallery).getByRole('button', { name: '放大' })).toBeTruthy());
    expect(swiper.zoom.scale).toBe(1);
  });

  it('the button follows swiper\'s own zoom (a double tap, a pinch) and its reset when the slide changes', async () => {
    reduceMotion();
    const gallery = openGallery();
    await waitFor(() => expect(gallery.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    const swiper = swiperOf(gallery);
    act(() => swiper.zoom.in());
    expect(within(gallery).getByRole('button', { name: '缩小' })).toBeTruthy();
    // swiper zooms a slide left behind back out.
    act(() => void swiper.slideNext());
    await waitFor(() => expect(within(gallery).getByRole('button', { name: '放大' })).toBeTruthy());
    expect(swiper.zoom.scale).toBe(1);
  });
});
