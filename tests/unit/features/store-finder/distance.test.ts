import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceText } from '../../../../src/features/store-finder/distance';

describe('distanceText', () => {
  it('says metres under 1 km, one decimal under 100 km, whole km with separators beyond', () => {
    expect(distanceText(0.004)).toBe('10 米');
    expect(distanceText(0.853)).toBe('850 米');
    expect(distanceText(1)).toBe('1 公里');
    expect(distanceText(12.34)).toBe('12.3 公里');
    expect(distanceText(1234.6)).toBe('1,235 公里');
  });

  it('says nothing for an unknown distance', () => {
    expect(distanceText(undefined)).toBe('');
    expect(distanceText(null)).toBe('');
    expect(distanceText(Number.NaN)).toBe('');
    expect(distanceText(-1)).toBe('');
  });

  it('always names a unit for any known distance, and never a negative or empty number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20000, noNaN: true }), (km) => {
        expect(distanceText(km)).toMatch(/^(\d{2,3}|1000) 米$|^[\d,]+(\.\d)? 公里$/);
      }),
      { numRuns: 1000 },
    );
  });
});
