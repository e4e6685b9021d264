import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, homeContents, props, renderBlock } from '../support/blocks';

describe('fixedSize_02 block', () => {
  it('renders the tile: picture, sized and coloured title, subtitle and coloured buttons', () => {
    const { container } = renderBlock('fixedSize_02', homeBlock('fixedSize_02').props);
    const title = screen.getByRole('heading', { level: 2, name: '企业礼赠' });
    expect(title.className).toContain('standard-05');
    expect(title.style.color).toBe('rgb(0, 36, 74)');
    expect(screen.getByText(/支持定制刻字/).className).toContain('standard-02');
    const img = screen.getByRole('img', { name: '企业礼赠礼盒' });
    expect(img.getAttribute('width')).toBe('836');
    expect(img.getAttribute('height')).toBe('520');
    const gifting = screen.getByRole('link', { name: '礼赠方案' });
    expect(gifting.getAttribute('href')).toBe('/gifting');
    expect(gifting.style.backgroundColor).toBe('rgb(0, 36, 74)');
    // A type-7 button fetches a page config instead of navigating.
    expect(screen.getByRole('button', { name: '春季礼盒' })).toBeTruthy();
    expect(container.querySelector('article')?.hasAttribute('data-reversed')).toBe(false);
  });

  it('reverses the layout for picLocation 3 and aligns the text (1 left, 2 centre, 3 right)', () => {
    const contents = { ...homeContents('fixedSize_02'), picLocation: 3, textAlign: 3 };
    const { container } = renderBlock('fixedSize_02', props('fixedSize_02', contents));
    const tile = container.querySelector('article');
    expect(tile?.getAttribute('data-reversed')).toBe('true');
    expect(tile?.className).toContain('reversed');
    const body = screen.getByRole('heading', { name: '企业礼赠' }).parentElement;
    expect(body?.className).toContain('right');
    expect(body?.getAttribute('data-align')).toBe('3');
    expect(body?.style.background).toBe('rgb(247, 246, 243)');
  });
});
