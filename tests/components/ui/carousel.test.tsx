import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Carousel } from '../../../src/ui/carousel';
import { carouselReady } from '../support/blocks';

const slides = ['一', '二', '三'].map((n) => <p key={n}>幻灯 {n}</p>);
const current = () => screen.getAllByRole('button', { name: /^第 \d 张/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');

const reduceMotion = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));

afterEach(() => vi.unstubAllGlobals());

describe('Carousel', () => {
  it('paints the slides without swiper until the visitor reaches for the carousel', async () => {
    render(<Carousel label="测试" slides={slides} autoplayMs={60_000} />);
    const region = screen.getByRole('region', { name: '测试' });
    expect(region.getAttribute('aria-roledescription')).toBe('轮播');
    expect(region.textContent).toContain('幻灯 一');
    expect(region.querySelector('.swiper')).toBeNull();
    // The slides out of view are out of reach too (no focusable link inside an aria-hidden box).
    expect(region.querySelectorAll('[inert]')).toHaveLength(2);
    // Still static a moment later: nothing but the visitor wakes swiper.
    await new Promise((done) => setTimeout(done, 200));
    expect(region.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('button', { name: '下一张' }).hasAttribute('disabled')).toBe(false);
  });

  it('a control used before swiper is there is carried out by swiper, with the focus kept on it', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    onTestFinished(() => width.mockRestore());
    reduceMotion();
    render(<Carousel label="测试" slides={slides} loop />);
    const next = screen.getByRole('button', { name: '第 3 张，共 3 张' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(current()).toBe(2));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('第 3 张，共 3 张');
  });

  it('turns by itself when autoplay is due, without swiper, the shown slide alone in reach', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    render(<Carousel label="测试" slides={slides} autoplayMs={300} loop />);
    await waitFor(() => expect(current()).toBe(1), { timeout: 8000 });
    const region = screen.getByRole('region', { name: '测试' });
    expect(region.querySelector('.swiper')).toBeNull();
    expect([...region.querySelectorAll(':scope .track > div')].map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
    await waitFor(() => expect(current()).toBe(2), { timeout: 8000 });
    // Past the last slide it starts again from the first.
    await waitFor(() => expect(current()).toBe(0), { timeout: 8000 });
    expect(region.querySelector('.swiper')).toBeNull();
  });

  it('pausing on the slide autoplay has turned to hands over to swiper there, paused', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    render(<Carousel label="测试" slides={slides} autoplayMs={300} loop />);
    await waitFor(() => expect(current()).toBe(1), { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy());
    // Paused, swiper cannot move on by itself: it settles on the slide the static frame had turned to.
    await waitFor(() => expect(current()).toBe(1));
  });

  it('moves with the prev/next buttons, the dots and the arrow keys', async () => {
    // jsdom lays nothing out and never ends a CSS transition: give every element a width, and ask for
    // reduced motion so swiper moves without transitions.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    onTestFinished(() => width.mockRestore());
    reduceMotion();
    render(<Carousel label="测试" slides={slides} loop />);
    await carouselReady();
    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    await waitFor(() => expect(current()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    await waitFor(() => expect(current()).toBe(2));
    fireEvent.keyDown(screen.getByText('幻灯 一'), { key: 'ArrowLeft' });
    await waitFor(() => expect(current()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '上一张' }));
    await waitFor(() => expect(current()).toBe(0));
  });

  it('does not autoplay for visitors who ask for reduced motion, but offers to play', async () => {
    reduceMotion();
    render(<Carousel label="测试" slides={slides} autoplayMs={2000} loop />);
    await carouselReady();
    expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy();
  });

  it('shows no controls for a single slide', () => {
    render(<Carousel label="测试" slides={[<p key="1">唯一</p>]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
