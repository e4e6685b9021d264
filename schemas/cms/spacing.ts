import { blockSchema, colour, optionalPxLength, pxLength, styleConfig } from './block-parts';

// Assumed fields: `height` in px on desktop (default 40), `mobileHeight` on phones (default: height),
// both clamped to 0-400, and an optional `backgroundColor`.

/** spacing: vertical room between blocks. */
export const spacingSchema = blockSchema(
  {
    height: pxLength(400, 40),
    mobileHeight: optionalPxLength(400),
    backgroundColor: colour,
    styleConfig,
  },
  'spacing: vertical room between blocks',
);
