import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, homeContents, props, renderBlock } from '../support/blocks';

describe('products block', () => {
  it('renders the titled grid, its columns and the "more" link', () => {
    const { container } = renderBlock('products', homeBlock('products').props);
    const section = screen.getByRole('region', { name: '新品上市' });
    expect(within(section).getByText('2024 春季系列，为新赛季准备')).toBeTruthy();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'SIM3 MAX 一号木', 'P·790 铁杆组（7支）', 'Spider Tour 推杆', 'SIM3 球道木 3号',
    ]);
    expect(within(section).getByText('¥3,280.00')).toBeTruthy();
    expect(container.querySelector('ul')?.style.getPropertyValue('--columns')).toBe('4');
    expect(within(section).getByRole('link', { name: '查看全部球杆' }).getAttribute('href')).toBe('/products');
  });

  it('labels the "more" link 查看更多 when the CMS gives no label, and drops it without a link', () => {
    const { unmount } = renderBlock('products', props('products', { ...homeContents('products'), moreName: '' }));
    expect(screen.getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe('/products');
    unmount();
    renderBlock('products', props('products', { ...homeContents('products'), moreLink: null }));
    expect(screen.queryByRole('link', { name: /查看/ })).toBeNull();
  });
});
