import type { StyleConfig } from '../../schemas/common';

/** The CSS a style config turns into; every value is a string, so it fits React's CSSProperties. */
export interface BlockCss {
  padding?: string;
  margin?: string;
  backgroundColor?: string;
  border?: string;
  borderTop?: string;
  borderRight?: string;
  borderBottom?: string;
  borderLeft?: string;
  borderRadius?: string;
  boxShadow?: string;
}

type Box = NonNullable<StyleConfig['padding']>;
type BorderSide = 'borderTop' | 'borderRight' | 'borderBottom' | 'borderLeft';

const box = (b: Box) => `${b.top}px ${b.right}px ${b.bottom}px ${b.left}px`;
const sideProperty = { top: 'borderTop', right: 'borderRight', bottom: 'borderBottom', left: 'borderLeft' } as const satisfies Record<
  string,
  BorderSide
>;

/**
 * A parsed style config as inline CSS: only the parts whose use-flag is on (and that are present) appear.
 * Values were bounded and colours checked by styleConfigSchema, so nothing here can smuggle in other CSS.
 */
export function styleToCss(config: StyleConfig | null | undefined): BlockCss {
  const css: BlockCss = {};
  if (!config) return css;
  if (config.usePadding && config.padding) css.padding = box(config.padding);
  if (config.useMargin && config.margin) css.margin = box(config.margin);
  if (config.useBackground && config.backgroundColor) css.backgroundColor = config.backgroundColor.trim();
  if (config.useBorder && config.border) {
    const { sides, width, style, color } = config.border;
    const line = `${width}px ${style} ${color.trim()}`;
    const unique = new Set(sides);
    if (unique.size === 4) css.border = line;
    else for (const side of unique) css[sideProperty[side]] = line;
  }
  if (config.useRadius && config.radius != null) css.borderRadius = `${config.radius}px`;
  if (config.useShadow && config.shadow) {
    const { x, y, blur, spread, color, inset } = config.shadow;
    css.boxShadow = `${inset ? 'inset ' : ''}${x}px ${y}px ${blur}px ${spread}px ${color.trim()}`;
  }
  return css;
}
