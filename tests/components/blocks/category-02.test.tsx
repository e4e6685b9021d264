import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../src/blocks/registry';
import { LeafCategoriesContext } from '../../../src/ui/cms-link';
import { homeBlock, renderBlock, renderInRouter } from '../support/blocks';

describe('category02 block', () => {
  it('renders square category cards linking to their categories, with the default link text 探索更多', () => {
    renderBlock('category02', homeBlock('category02').props);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const golf = within(cards[0] as HTMLElement).getByRole('link');
    expect(golf.getAttribute('href')).toBe('/products/golf');
    expect(within(golf).getByRole('heading', { level: 3 }).textContent).toBe('高尔夫球杆');
    expect(within(golf).getByText('探索系列')).toBeTruthy();
    const glass = within(cards[2] as HTMLElement).getByRole('link');
    expect(within(glass).getByText('探索更多')).toBeTruthy();
    const img = within(glass).getByRole('img', { name: '玻璃器皿' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['672', '672']);
  });

  it('links a leaf category to /products/category/{code} when the root loader\'s leaf flags say so', () => {
    const Category02 = blockRegistry.category02;
    renderInRouter(
      <LeafCategoriesContext.Provider value={{ glass: true, porcelain: false }}>
        <Category02 content={homeBlock('category02').props} index={1} />
      </LeafCategoriesContext.Provider>,
    );
    expect(screen.getByRole('link', { name: /玻璃器皿/ }).getAttribute('href')).toBe('/products/category/glass');
    expect(screen.getByRole('link', { name: /瓷器/ }).getAttribute('href')).toBe('/products/porcelain');
  });
});
