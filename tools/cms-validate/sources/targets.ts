import type { CheckOptions } from '../args';
import { isScreen, OTHER_KINDS, SCREEN_NAMES, SCREENS, type Screen } from '../screens';
import type { Settings } from '../settings';
import type { LiveTarget } from './live';

/** True when the run talks to a backend: a base URL or ids were given, or no file or fixture source was. */
export function wantsLive(options: CheckOptions): boolean {
  const named = options.content.length + options.page.length + options.product.length > 0;
  return named || options.baseUrl !== undefined || options.screens || (options.file.length === 0 && options.fixtures.length === 0);
}

/** The part of the options that says what a live run fetches. */
export type TargetOptions = Pick<CheckOptions, 'content' | 'page' | 'product' | 'screens'>;

/** True when every screen of the build settings is checked. */
export const wantsScreens = (options: TargetOptions) =>
  options.screens || options.content.length + options.page.length + options.product.length === 0;

const screenTarget = (screen: Screen, id: string): LiveTarget => ({ source: { kind: 'content', id, screen }, kind: SCREENS[screen] });

/** `SCREEN=ID`, or an id: a configured screen id gets its screen's check, any other a content page's. */
function contentTarget(spec: string, settings: Settings): LiveTarget {
  const [name = '', id] = spec.split(/=(.*)/s);
  if (id !== undefined && isScreen(name)) return screenTarget(name, id);
  const screen = SCREEN_NAMES.find((s) => settings.contentIds[s] === spec);
  return screen ? screenTarget(screen, spec) : { source: { kind: 'content', id: spec }, kind: OTHER_KINDS.contentPage };
}

/** What a live run fetches, in report order. */
export function liveTargets(options: TargetOptions, settings: Settings): LiveTarget[] {
  const screens = wantsScreens(options)
    ? SCREEN_NAMES.flatMap((screen) => {
        const id = settings.contentIds[screen];
        return id ? [screenTarget(screen, id)] : [];
      })
    : [];
  return [
    ...screens,
    ...options.content.map((spec) => contentTarget(spec, settings)),
    ...options.page.map((id): LiveTarget => ({ source: { kind: 'page', id }, kind: OTHER_KINDS.pageConfig })),
    ...options.product.map((id): LiveTarget => ({ source: { kind: 'product', id }, kind: OTHER_KINDS.product })),
  ];
}
