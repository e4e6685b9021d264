import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carouselReady, homeBlock, props, renderBlock } from '../support/blocks';

describe('hero block', () => {
  it('renders every slide with its title, art-directed picture and button link', async () => {
    renderBlock('hero', homeBlock('hero').props, 0);
    await carouselReady();
    const region = screen.getByRole('region', { name: '焦点图' });
    const titles = within(region).getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent);
    expect(titles).toEqual(expect.arrayContaining(['SIM3 MAX 一号木', '光影之间 · 玻璃器物系列', '始于 1979']));
    const first = region.querySelector<HTMLImageElement>('img[alt="晨光中的球场与 SIM3 MAX 一号木"]');
    expect(first?.getAttribute('src')).toMatch(/^\/fixture-images\/hero-1\.jpg\?x-oss-process=image\/resize,m_lfit,w_1920/);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(region.querySelector('source[media="(max-width: 767px)"]')?.getAttribute('srcset')).toContain('hero-mobile-1.jpg');
    const button = within(region).getAllByRole('link', { name: '了解详情', hidden: true })[0];
    expect(button?.getAttribute('href')).toBe('/pdp/1001?vc=drivers');
  });

  it('has prev/next buttons and a pause control that becomes a play control', async () => {
    renderBlock('hero', homeBlock('hero').props, 0);
    await carouselReady();
    expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
  });

  it('shows a single slide without carousel controls, and a linked picture when there is no button', () => {
    const content = props('hero', { slides: [{ pic: '/fixture-images/hero-2.jpg', title: '独幅', link: { linkType: 4, val: '/collections' } }] });
    renderBlock('hero', content, 3);
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.getByRole('link', { name: '独幅' }).getAttribute('href')).toBe('/collections');
    expect(screen.getByRole('img', { name: '独幅' }).getAttribute('loading')).toBe('lazy');
  });
});
