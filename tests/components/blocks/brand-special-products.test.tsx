import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carouselReady, homeBlock, renderBlock } from '../support/blocks';

describe('brandSpecialProducts block', () => {
  it('renders the linked banner and a carousel of the featured products with prev/next buttons', async () => {
    renderBlock('brandSpecialProducts', homeBlock('brandSpecialProducts').props);
    await carouselReady();
    // The section is named by its title, the carousel inside it apart from it (no two regions of one name).
    const section = screen.getByRole('region', { name: '球场之外' });
    const carousel = screen.getByRole('region', { name: '球场之外：商品' });
    expect(section.contains(carousel)).toBe(true);
    const banner = within(section).getByRole('link', { name: /球场之外的从容/ });
    expect(banner.getAttribute('href')).toBe('/collections');
    expect(within(banner).getByText('精选装备与生活器物')).toBeTruthy();
    const names = within(section).getAllByRole('heading', { level: 3, hidden: true }).map((h) => h.textContent);
    expect(names).toEqual(expect.arrayContaining(['Tour 立式球包', 'Teema 茶壶 1L']));
    expect(within(section).getAllByRole('link', { name: /Teema 茶壶 1L/, hidden: true })[0]?.getAttribute('href')).toBe('/pdp/2013');
    expect(within(carousel).getByRole('button', { name: '上一张' })).toBeTruthy();
    expect(within(carousel).getAllByRole('button', { name: /^第 \d 张，共 6 张$/ })).toHaveLength(6);
    // Card rows do not autoplay, so they have no pause control.
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
  });
});
