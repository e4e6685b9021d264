import { describe, expect, it } from 'vitest';
import { listingQueryFromUrl, pageFromUrl, withoutFilters } from '../../../../../src/features/shared/listing/listing-query';

const params = (q: string) => new URLSearchParams(q);

describe('listing query in the URL', () => {
  it('reads the page (a positive integer, else 1), the sort and every other key as a filter', () => {
    expect(pageFromUrl(params('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=x', 'page=1.5', 'page=99999999']) expect(pageFromUrl(params(bad))).toBe(1);
    expect(listingQueryFromUrl(params('page=2&sort=priceAsc&series=SIM&series=P&series=SIM&price=0-1000&isAll=true&keyword=x'), { virtualCategoryCode: 'golf' })).toEqual({
      virtualCategoryCode: 'golf',
      filters: { series: ['SIM', 'P'], price: ['0-1000'] },
      sort: 'priceAsc',
    });
  });

  it('without the filters: the sort and what the listing is of stay, the page goes back to 1', () => {
    expect(withoutFilters(params('series=P&price=x&sort=newest&keyword=球&page=4')).toString()).toBe('sort=newest&keyword=%E7%90%83');
  });
});
