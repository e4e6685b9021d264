import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardEntrySchema, gridEntrySchema, listColumnSchema } from '../../../../schemas/cms/navigation';
import { CardSubmenu } from '../../../../src/features/navigation/submenu-card';
import { GridSubmenu, MAX_GRID_COLUMNS } from '../../../../src/features/navigation/submenu-grid';
import { ListSubmenu } from '../../../../src/features/navigation/submenu-list';
import { locationOf, renderInFrame } from '../../support/frame';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();

// The frame's data (the root route's loader) comes from the fixture API.

const link = (linkType: number, val: string) => ({ linkType, val });
const cards = [
  { mainTitle: '玻璃器皿', subTitle: '手工吹制\n每一件都独一无二', image: '/fixture-images/vase-amber.jpg', linkName: '探索玻璃', linkUrl: link(5, 'glass') },
  { mainTitle: '瓷器餐具', subTitle: '釉色温润', image: '/fixture-images/plate-blue.jpg', linkName: '探索瓷器', linkUrl: link(4, '/gifting') },
].map((c) => cardEntrySchema.parse(c));

const goods = (id: string, productName: string) => ({ id, spuId: id, productName, majorImageUrl: `/fixture-images/${id}.jpg`, i18nBrandSeriesName: { en: 'SIM Series' } });

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('card submenu (style 1)', () => {
  it('opens the first card, shows its subtitle lines and link, and keeps one card open at a time', async () => {
    const { user } = await renderInFrame(<CardSubmenu entries={cards} layout="mega" />);
    expect(expanded('玻璃器皿')).toBe('true');
    expect(screen.getByText('手工吹制').closest('[hidden]')).toBeNull();
    expect(screen.getByText('每一件都独一无二').tagName).toBe('P');
    expect(screen.getByRole('link', { name: '探索玻璃' }).getAttribute('href')).toBe('/products/glass');
    await user.click(screen.getByRole('button', { name: '瓷器餐具' }));
    expect(expanded('瓷器餐具')).toBe('true');
    expect(expanded('玻璃器皿')).toBe('false');
    expect(screen.getByText('手工吹制').closest('[hidden]')).not.toBeNull();
  });

  it('closes the open card when it is clicked again', async () => {
    const { user } = await renderInFrame(<CardSubmenu entries={cards} layout="panel" />);
    await user.click(screen.getByRole('button', { name: '玻璃器皿' }));
    expect(expanded('玻璃器皿')).toBe('false');
    expect(expanded('瓷器餐具')).toBe('false');
  });

  it('shows the open card\'s image beside the list on the mega menu', async () => {
    const { user } = await renderInFrame(<CardSubmenu entries={cards} layout="mega" />);
    expect(screen.getByRole('img', { name: '玻璃器皿' }).getAttribute('src')).toContain('vase-amber.jpg');
    await user.click(screen.getByRole('button', { name: '瓷器餐具' }));
    expect(screen.getByRole('img', { name: '瓷器餐具' }).getAttribute('src')).toContain('plate-blue.jpg');
  });

  it('shows no card\'s image once every card is closed, and the reopened card\'s image again', async () => {
    const { user } = await renderInFrame(<CardSubmenu entries={cards} layout="mega" />);
    await user.click(screen.getByRole('button', { name: '玻璃器皿' }));
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: '瓷器餐具' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['瓷器餐具']);
  });
});

describe('grid submenu (style 2)', () => {
  const entry = (count: number) =>
    gridEntrySchema.parse({
      mainTitle: 'SIM 系列', image: '/fixture-images/lifestyle-1.jpg', subTitle: '每一杆，都更远一点', linkName: '探索全部球杆',
      linkUrl: link(5, 'golf'), newGoodsArr: Array.from({ length: count }, (_, i) => goods(`10${i}`, `新品 ${i + 1}`)),
    });

  it('shows the cover with its title and link, and the new products linking to their detail pages', async () => {
    const { user, container } = await renderInFrame(<GridSubmenu entries={[entry(3)]} layout="mega" />);
    expect(screen.getByRole('link', { name: /SIM 系列/ }).getAttribute('href')).toBe('/products/golf');
    const products = screen.getByRole('region', { name: 'SIM 系列 新品推荐' });
    const links = within(products).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['SIM Series新品 1', 'SIM Series新品 2', 'SIM Series新品 3']);
    await user.click(links[1] as HTMLElement);
    expect(locationOf(container)).toBe('/pdp/101');
  });

  it.each([[2, 2], [4, 4], [7, MAX_GRID_COLUMNS]])('lays %i products out in %i columns', async (count, columns) => {
    await renderInFrame(<GridSubmenu entries={[entry(count)]} layout="mega" />);
    const list = within(screen.getByRole('region')).getByRole('list');
    expect(list.style.getPropertyValue('--columns')).toBe(String(columns));
  });

  it('leaves the product grid out when there are no new products', async () => {
    await renderInFrame(<GridSubmenu entries={[entry(0)]} layout="panel" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('list submenu (style 3)', () => {
  const columns = [
    { seriesName: '高尔夫', seriesImg: '/fixture-images/category-golf.jpg', seriesList: [
      { vcName: '一号木', vcItem: link(5, 'drivers'), isAllSeries: 'false' },
      { vcName: '全部高尔夫系列', vcItem: link(5, 'golf'), isAllSeries: 'true' },
    ] },
    { seriesName: '玻璃', seriesImg: '/fixture-images/category-glass.jpg', seriesList: [{ vcName: '花器', vcItem: link(5, 'vases') }] },
  ].map((c) => listColumnSchema.parse(c));

  it('links each series, adding ?isAll=true where the all-series flag is the string "true"', async () => {
    await renderInFrame(<ListSubmenu columns={columns} layout="mega" />);
    expect(screen.getByRole('link', { name: '一号木' }).getAttribute('href')).toBe('/products/category/drivers'); // a leaf: its canonical address
    expect(screen.getByRole('link', { name: '全部高尔夫系列' }).getAttribute('href')).toBe('/products/golf?isAll=true');
  });

  it('is an accordion: one series open at a time, the open one closes on click', async () => {
    const { user } = await renderInFrame(<ListSubmenu columns={columns} layout="panel" />);
    expect(expanded('高尔夫')).toBe('true');
    await user.click(screen.getByRole('button', { name: '玻璃' }));
    expect(expanded('玻璃')).toBe('true');
    expect(expanded('高尔夫')).toBe('false');
    expect(screen.getByRole('link', { name: '花器' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '一号木' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '玻璃' }));
    expect(expanded('玻璃')).toBe('false');
  });

  it('refuses an all-series flag that is not the string "true" or "false"', () => {
    const result = listColumnSchema.safeParse({ seriesName: 'x', seriesList: [{ vcName: 'y', isAllSeries: 'yes' }] });
    expect(result.success).toBe(false);
  });
});
