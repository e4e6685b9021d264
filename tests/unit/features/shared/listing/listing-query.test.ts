import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingQueryFromUrl, pageFromUrl, toggleFilter, withoutFilters, withSort } from '../../../../../src/features/shared/listing/listing-query';

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

  it('a filter toggles on and off and sends the listing back to page 1; sort and page keep the rest', () => {
    const on = toggleFilter(params('series=SIM&page=3&sort=newest'), 'series', 'P');
    expect(on.getAll('series')).toEqual(['SIM', 'P']);
    expect(on.has('page')).toBe(false);
    expect(toggleFilter(on, 'series', 'SIM').getAll('series')).toEqual(['P']);
    expect(withSort(params('page=2&series=P'), 'priceDesc').toString()).toBe('series=P&sort=priceDesc');
    expect(withSort(params('sort=newest'), '').toString()).toBe('');
    expect(withoutFilters(params('series=P&price=x&sort=newest&keyword=球&page=4')).toString()).toBe('sort=newest&keyword=%E7%90%83');
  });

  it('toggling the same option twice gives back the same filters', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('SIM', 'P', 'Teema', 'Aalto'), { maxLength: 4 }), fc.constantFrom('SIM', 'P', 'Teema', 'Aalto'), (chosen, option) => {
        const start = new URLSearchParams();
        for (const c of new Set(chosen)) start.append('series', c);
        const twice = toggleFilter(toggleFilter(start, 'series', option), 'series', option);
        expect(new Set(twice.getAll('series'))).toEqual(new Set(start.getAll('series')));
      }),
      { numRuns: 1000 },
    );
  });
});
