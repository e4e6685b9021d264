import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { virtualCategorySchema } from '../../../../../schemas/api/category';
import { categories } from '../../../../../fixtures/api/catalogue-data';
import { collectionsSection } from '../../../../../src/features/shared/category/catalogue-links';
import { CategoryView } from '../../../../../src/features/shared/category/category-view';
import { renderInFrame } from '../../../support/frame';
import { withFixtureServer } from '../../../../support/fixture-server';

withFixtureServer();

// The frame's data (the root route's loader) comes from the fixture API.

const golf = virtualCategorySchema.parse(categories()[0]);

describe('category page', () => {
  it('name, one paragraph per description line, sub-category cards (1:1 png, name, link text or 立即探索)', async () => {
    await renderInFrame(<CategoryView category={golf} />, { path: '/products/golf' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('高尔夫球杆');
    expect(screen.getByText(/让每一次挥杆更接近理想/).tagName).toBe('P');
    expect(screen.getByText(/让每一次挥杆/).parentElement?.querySelectorAll('p')).toHaveLength(4);
    const cards = within(screen.getByRole('list', { name: '高尔夫球杆分类' })).getAllByRole('link');
    expect(cards.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/products/woods', '木杆立即探索'],
      ['/products/category/irons', '铁杆立即探索'],
      ['/products/category/putters', '推杆选择推杆'],
      ['/products/category/gear', '球具配件立即探索'],
    ]);
    const image = cards[0]?.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['672', '672']);
    expect(image?.getAttribute('src')).toMatch(/png/);
  });

  it('under /collections: cards to /collections/{code} or, for a leaf, /collections/{nav1}/{code}', async () => {
    await renderInFrame(<CategoryView category={golf} section={collectionsSection} />, { path: '/collections/golf' });
    const cards = within(screen.getByRole('list', { name: '高尔夫球杆分类' })).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/collections/woods', '/collections/golf/irons', '/collections/golf/putters', '/collections/golf/gear']);
  });

  it('no fold toggle when the description fits', async () => {
    await renderInFrame(<CategoryView category={golf} />);
    expect(screen.queryByRole('button', { name: '探索更多' })).toBeNull();
  });

  it('folds an overflowing description behind 探索更多, which opens it and turns into 收起', async () => {
    // jsdom lays nothing out: the text box reports more content than it shows.
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
    onTestFinished(() => {
      scroll.mockRestore();
      client.mockRestore();
    });
    const { user } = await renderInFrame(<CategoryView category={golf} />);
    const more = screen.getByRole('button', { name: '探索更多' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.hasAttribute('data-folded')).toBe(true);
    await user.click(more);
    const less = screen.getByRole('button', { name: '收起' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text?.hasAttribute('data-folded')).toBe(false);
    await user.click(less);
    expect(screen.getByRole('button', { name: '探索更多' })).toBeTruthy();
  });
});
