import { describe, expect, it } from 'vitest';
import { styleConfigSchema } from '../../../schemas/common';
import { styleToCss } from '../../../src/engine/style';

const css = (raw: unknown) => styleToCss(styleConfigSchema.parse(raw));

describe('styleToCss', () => {
  it('turns every enabled part into CSS', () => {
    expect(
      css({
        usePadding: 'Y', padding: { top: 10, right: '20', bottom: 10, left: 20 },
        useMargin: true, margin: { top: 0, bottom: 40 },
        useBackground: 1, backgroundColor: '#F5F3EF',
        useBorder: 'true', border: { width: 2, style: 'dashed', color: '#00244A' },
        useRadius: true, radius: 12,
        useShadow: true, shadow: { x: 0, y: 4, blur: 16, spread: -2, color: 'rgba(0,0,0,0.1)', inset: 'N' },
      }),
    ).toEqual({
      padding: '10px 20px 10px 20px', margin: '0px 0px 40px 0px', backgroundColor: '#F5F3EF',
      border: '2px dashed #00244A', borderRadius: '12px', boxShadow: '0px 4px 16px -2px rgba(0,0,0,0.1)',
    });
  });

  it('leaves out parts whose flag is off, and draws only the chosen border sides', () => {
    expect(css({ usePadding: false, padding: { top: 10 }, useBorder: true, border: { sides: ['top', 'bottom'], width: 1 }, useShadow: true, shadow: { inset: true, blur: 3 } })).toEqual({
      borderTop: '1px solid #333333', borderBottom: '1px solid #333333', boxShadow: 'inset 0px 0px 3px 0px rgba(0,0,0,0.15)',
    });
    expect(styleToCss(null)).toEqual({});
  });
});
