import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumber } from '../../../src/ui/phone-number';

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
