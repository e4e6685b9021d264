import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { styleConfigSchema } from '../../schemas/common';
import { styleToCss } from '../../src/engine/style';

const RUNS = { numRuns: 1000 };
const flag = fc.constantFrom(true, false, 1, 0, 'Y', 'N', 'true', 'false', '1', '0');
const num = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }).map(String));
const colour = fc.oneof(fc.constantFrom('#fff', '#00244A', 'rgba(0,0,0,0.2)', 'transparent'), fc.string());
const box = fc.record({ top: num, right: num, bottom: num, left: num }, { requiredKeys: [] });
/** Raw style configs as the CMS might send them, valid or not. */
const rawConfig = fc.record(
  {
    usePadding: flag, padding: box, useMargin: flag, margin: box, useBackground: flag, backgroundColor: colour,
    useBorder: flag,
    border: fc.record({ sides: fc.subarray(['top', 'right', 'bottom', 'left']), width: num, style: fc.constantFrom('solid', 'dashed', 'dotted', 'double'), color: colour }, { requiredKeys: [] }),
    useRadius: flag, radius: num,
    useShadow: flag, shadow: fc.record({ x: num, y: num, blur: num, spread: num, color: colour, inset: flag }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const partOf: Record<string, string> = {
  padding: 'usePadding', margin: 'useMargin', backgroundColor: 'useBackground', borderRadius: 'useRadius', boxShadow: 'useShadow',
  border: 'useBorder', borderTop: 'useBorder', borderRight: 'useBorder', borderBottom: 'useBorder', borderLeft: 'useBorder',
};

describe('styleToCss properties', () => {
  it('emits only the parts whose use-flag is on, with bounded px values and no way out of the declaration', () => {
    let emitted = 0;
    fc.assert(
      fc.property(rawConfig, (raw) => {
        const parsed = styleConfigSchema.safeParse(raw);
        if (!parsed.success) return;
        const css = styleToCss(parsed.data);
        for (const [key, value] of Object.entries(css)) {
          emitted += 1;
          expect(parsed.data[partOf[key] as keyof typeof parsed.data]).toBe(true);
          expect(value).not.toMatch(/[;{}]|url\(|expression/i);
          for (const px of String(value).match(/-?\d+(\.\d+)?px/g) ?? []) expect(Math.abs(parseFloat(px))).toBeLessThanOrEqual(400);
        }
      }),
      RUNS,
    );
    expect(emitted).toBeGreaterThan(100);
  });

  it('emits nothing when every flag is off', () => {
    fc.assert(
      fc.property(rawConfig, (raw) => {
        const off = { ...raw, usePadding: false, useMargin: false, useBackground: false, useBorder: false, useRadius: false, useShadow: false };
        const parsed = styleConfigSchema.safeParse(off);
        if (parsed.success) expect(styleToCss(parsed.data)).toEqual({});
      }),
      RUNS,
    );
  });
});
