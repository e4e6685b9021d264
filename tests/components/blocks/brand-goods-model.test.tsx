import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, homeContents, props, renderBlock } from '../support/blocks';

describe('brandGoodsModel block', () => {
  it('renders the model: picture, series, name, description, spec list, guide price and link', () => {
    const { container } = renderBlock('brandGoodsModel', homeBlock('brandGoodsModel').props);
    const section = screen.getByRole('region', { name: 'SIM3 MAX 一号木' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('SIM3 MAX 一号木');
    expect(within(section).getByText('SIM3 SERIES')).toBeTruthy();
    const terms = [...container.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual(['杆面倾角', '杆头体积', '标准杆长', '杆头材质']);
    expect(container.querySelector('dd')?.textContent).toBe('9° / 10.5° / 12°');
    expect(within(section).getByText(/5,680\.00/).closest('p')?.textContent).toContain('官方指导价');
    expect(within(section).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/pdp/1001?vc=drivers');
    expect(section.className).toContain('reversed');
  });

  it('puts the picture first for any other picLocation and leaves out what is not set', () => {
    renderBlock('brandGoodsModel', props('brandGoodsModel', { ...homeContents('brandGoodsModel'), picLocation: 1, specs: null, price: '', linkName: '' }));
    const section = screen.getByRole('region', { name: 'SIM3 MAX 一号木' });
    expect(section.className).not.toContain('reversed');
    expect(section.querySelector('dl')).toBeNull();
    expect(within(section).queryByText(/官方指导价/)).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
