import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PhoneNumber, telHref } from '../../../src/ui/phone-number';

describe('telHref', () => {
  it.each([
    ['400-820-1979', 'tel:4008201979'],
    ['021-6288 1979', 'tel:02162881979'],
    ['+86 21 6288 1979', 'tel:+862162881979'],
    ['（021）6288-1979 转 8', 'tel:021628819798'],
  ])('%s dials %s', (shown, href) => expect(telHref(shown)).toBe(href));

  it.each(['', '请致电门店', '12', '分机 8'])('%j has nothing to dial', (shown) => expect(telHref(shown)).toBeUndefined());

  it('gives only a tel: URL of digits with at most a leading +, whatever the text (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = telHref(text);
        return href === undefined || /^tel:\+?\d{3,}$/.test(href);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('PhoneNumber', () => {
  it('dials when tapped, showing the number as written', () => {
    render(<PhoneNumber value="400-820-1979" />);
    expect(screen.getByRole('link', { name: '400-820-1979' }).getAttribute('href')).toBe('tel:4008201979');
  });

  it('is the text alone when nothing in it dials', () => {
    const { container } = render(<PhoneNumber value="请致电门店" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('请致电门店');
  });
});
