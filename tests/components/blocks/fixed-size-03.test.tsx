import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, homeContents, props, renderBlock } from '../support/blocks';

describe('FixedSize03 block', () => {
  it('renders a row of tiles under the section title, each with picture, title, subtitle and button', () => {
    const { container } = renderBlock('FixedSize03', homeBlock('FixedSize03').props);
    const section = screen.getByRole('region', { name: '生活方式' });
    const tiles = within(section).getAllByRole('article');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[1] as HTMLElement).getByRole('heading', { level: 3, name: '午后的餐桌' }).className).toContain('standard-03');
    const img = within(tiles[0] as HTMLElement).getByRole('img', { name: '清晨的练习场' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['676', '528']);
    const external = within(tiles[2] as HTMLElement).getByRole('link', { name: '阅读更多' });
    expect(external.getAttribute('href')).toBe('https://weibo.com/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector<HTMLElement>('[style*="--count"]')?.style.getPropertyValue('--count')).toBe('3');
  });

  it('reverses a tile with picLocation 3 and makes the tile titles h2 without a section title', () => {
    const contents = homeContents('FixedSize03') as { list: Record<string, unknown>[] };
    const list = contents.list.map((tile, i) => (i === 0 ? { ...tile, picLocation: '3' } : tile));
    const { container } = renderBlock('FixedSize03', props('FixedSize03', { list }));
    const tiles = container.querySelectorAll('article');
    expect(tiles[0]?.getAttribute('data-reversed')).toBe('true');
    expect(tiles[1]?.hasAttribute('data-reversed')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
