import { SCREEN_NAMES, type Screen } from './screens';

/** A usage, configuration or network problem: the run stops with exit code 2. */
export class FatalError extends Error {
  override name = 'FatalError';
}

/** The build settings the CLI uses. */
export interface Settings {
  /** VITE_API_BASE_URL; '' when the site runs on its own origin. */
  apiBase: string;
  /** VITE_SITE_BASE_URL and VITE_IMAGE_BASE_URL: with apiBase, the hosts the site loads images from ('' = not set). */
  siteBase: string;
  imageBase: string;
  storeId: string;
  accessToken: string;
  /** Content id per screen; missing ones are left out. */
  contentIds: Partial<Record<Screen, string>>;
}

const settingOf = (screen: Screen) => `VITE_CONTENT_ID_${screen}`;

/** Reads the settings the CLI needs from raw build settings; nothing is required yet (see requireSettings). */
export function readSettings(raw: Readonly<Record<string, string>>): Settings {
  const contentIds: Partial<Record<Screen, string>> = {};
  for (const screen of SCREEN_NAMES) {
    const id = raw[settingOf(screen)]?.trim();
    if (id) contentIds[screen] = id;
  }
  return {
    apiBase: raw.VITE_API_BASE_URL?.trim() ?? '', siteBase: raw.VITE_SITE_BASE_URL?.trim() ?? '', imageBase: raw.VITE_IMAGE_BASE_URL?.trim() ?? '',
    storeId: raw.VITE_STORE_ID?.trim() ?? '', accessToken: raw.VITE_ACCESS_TOKEN ?? '', contentIds,
  };
}

/** Throws one FatalError naming every missing setting a live run needs (all content ids when `allScreens`). */
export function requireSettings(settings: Settings, allScreens: boolean): void {
  const missing = [
    ...(settings.storeId ? [] : ['VITE_STORE_ID']),
    ...(allScreens ? SCREEN_NAMES.filter((s) => !settings.contentIds[s]).map(settingOf) : []),
  ];
  if (missing.length) {
    throw new FatalError(`Missing build settings (set them in .env.local or the environment, see .env.example):\n${missing.map((key) => `  ${key}`).join('\n')}`);
  }
}

/** The base URL to check: --base-url, else VITE_API_BASE_URL; must be an absolute http(s) URL. */
export function baseUrlOf(flag: string | undefined, settings: Settings): string {
  const base = flag ?? settings.apiBase;
  if (!base) throw new FatalError('No backend to check: pass --base-url URL (VITE_API_BASE_URL is empty, i.e. the site\'s own origin).');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new FatalError(`--base-url must be an absolute http(s) URL, got ${JSON.stringify(base)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FatalError(`--base-url must be http(s), got ${url.protocol}`);
  return base.replace(/\/+$/, '');
}
