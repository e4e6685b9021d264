import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, renderBlock } from '../support/blocks';

describe('category block', () => {
  it('renders each category item: square picture, sized title and subtitle, coloured button link', () => {
    const { container } = renderBlock('category', homeBlock('category').props);
    const section = screen.getByRole('region', { name: '为你推荐' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const title = within(section).getByRole('heading', { level: 3, name: '茶与器' });
    expect(title.className).toContain('standard-03');
    expect(within(section).getAllByText('白瓷与玻璃茶具')[0]?.className).toContain('standard-01');
    const img = within(section).getByRole('img', { name: '装备配件' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['672', '672']);
    const link = within(items[2] as HTMLElement).getByRole('link', { name: '立即选购' });
    expect(link.getAttribute('href')).toBe('/products/candles');
    expect(link.style.color).toBe('rgb(0, 36, 74)');
    expect(container.querySelector('ul')?.style.getPropertyValue('--columns')).toBe('3');
  });
});
