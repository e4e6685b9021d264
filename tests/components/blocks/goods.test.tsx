import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('goods block', () => {
  it('renders one product card per pick: RC card picture, series, name, price and product link', () => {
    renderBlock('goods', homeBlock('goods').props);
    const section = screen.getByRole('region', { name: '家居精选' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    const card = within(section).getByRole('link', { name: /Aalto 花瓶 160mm 琥珀/ });
    expect(card.getAttribute('href')).toBe('/pdp/2002');
    expect(within(card).getByText('Aalto Series')).toBeTruthy();
    expect(within(card).getByText('¥1,650.00')).toBeTruthy();
    const img = within(card).getByRole('img');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['676', '528']);
    expect(img.getAttribute('src')).toContain('/fixture-images/vase-amber.jpg?x-oss-process=image/resize');
  });

  it('links a card without a link of its own to its product page, and omits a missing price', () => {
    renderBlock('goods', props('goods', { list: [{ spuId: 42, image: '/p.jpg', name: '无链接商品' }] }));
    expect(screen.getByRole('link', { name: /无链接商品/ }).getAttribute('href')).toBe('/pdp/42');
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(screen.getByRole('region', { name: '精选产品' })).toBeTruthy();
  });
});
