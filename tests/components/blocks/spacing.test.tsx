import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('spacing block', () => {
  it('reserves its desktop and phone heights, hidden from assistive technology', () => {
    const { container } = renderBlock('spacing', homeBlock('spacing').props);
    const box = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(box?.style.getPropertyValue('--height')).toBe('24px');
    expect(box?.style.getPropertyValue('--mobile-height')).toBe('8px');
  });

  it('uses the desktop height on phones when none is given, and paints its background', () => {
    const { container } = renderBlock('spacing', props('spacing', { height: '60', backgroundColor: '#f7f6f3' }));
    const box = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(box?.style.getPropertyValue('--mobile-height')).toBe('60px');
    expect(box?.style.background).toBe('rgb(247, 246, 243)');
  });
});
