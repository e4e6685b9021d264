import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// A visitor before the app: the app's script is held on the wire, so the page is the server's HTML alone (what a
// slow phone shows for seconds) until the test releases it and the app takes over what the visitor did.

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;

/** The address of a source's chunk in the build. */
export const chunkUrl = (source: string): string => `/${manifest[source]?.file ?? source}`;

/** The app's chunk: what the boot fetches once a server-rendered page has painted (src/boot.ts), and the shell's entry imports. */
export function appChunkUrl(): string {
  const app = manifest['src/boot.ts']?.dynamicImports?.[0];
  if (!app) throw new Error('the build has no boot importing the app (src/boot.ts): run `npm run build`');
  return chunkUrl(app);
}

/** A script held on the wire: `asked` once the page requests it, `open()` lets it (and any later request for it) through. */
export async function holdScript(page: Page, url: string): Promise<{ asked: Promise<void>; open: () => void }> {
  let open = () => undefined as void;
  const opened = new Promise<void>((done) => (open = done));
  let requested = () => undefined as void;
  const asked = new Promise<void>((done) => (requested = done));
  await page.route(`**${url}`, async (route) => {
    requested();
    await opened;
    await route.continue();
  });
  return { asked, open };
}

export interface HeldEntry {
  /** Resolves once the page asked for the app (its HTML is parsed, and painted when the server rendered it). */
  asked: Promise<void>;
  /** Lets the entry through and resolves once the app has taken over the page (hydrated or rendered afresh). */
  release(): Promise<void>;
}

/**
 * Holds every request for the app's script of `page` until `release()`: open the page with `waitUntil: 'commit'`,
 * wait for what you act on, act, then release.
 */
export async function holdEntry(page: Page): Promise<HeldEntry> {
  const { asked, open } = await holdScript(page, appChunkUrl());
  return {
    asked,
    release: async () => {
      open();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    },
  };
}
