import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, isValidCoordinate } from '../../../src/lib/geo';

const point = fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('distanceKm', () => {
  it('measures known city pairs within a kilometre', () => {
    const shanghai = { latitude: 31.2304, longitude: 121.4737 };
    const beijing = { latitude: 39.9042, longitude: 116.4074 };
    expect(distanceKm(shanghai, beijing)).toBeGreaterThan(1066);
    expect(distanceKm(shanghai, beijing)).toBeLessThan(1069);
  });

  it('is zero to itself, symmetric, and never beyond half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isValidCoordinate', () => {
  it('takes finite points inside the ranges, and refuses zero, out-of-range and non-numbers', () => {
    expect(isValidCoordinate(121.47, 31.23)).toBe(true);
    expect(isValidCoordinate(0, 31.23)).toBe(false);
    expect(isValidCoordinate(121.47, 0)).toBe(false);
    expect(isValidCoordinate(181, 31)).toBe(false);
    expect(isValidCoordinate(121, -91)).toBe(false);
    expect(isValidCoordinate('121', 31)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 31)).toBe(false);
  });
});
