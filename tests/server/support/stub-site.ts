import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltSite } from '../../../server/built-site';
import type { Renderer } from '../../../src/entry-server';
import type { SiteAppOptions } from '../../../server/site-app';

/** The app shell of the stand-in build. */
export const SHELL = '<!doctype html><title>shell</title>';

/** A page of the stand-in render: its address, so a test sees which address was rendered. */
export const pageOf = (address: string) => `<!doctype html><title>page</title><p>${new URL(address).pathname}${new URL(address).search}</p>`;

/** A build folder holding an asset, a public file and the operators' files a server must never send. */
export function standInBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-app-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

/** The stand-in's route pictures: the two captchas' addresses. */
const PICTURE_PATHS = ['/__captcha/club', '/__captcha/job'];

/** A built site whose renders answer each address with `pageOf(address)`, unless `over` says otherwise (under any scenario, the same renders). */
export function stubSite(distDir: string, over: Partial<Renderer> = {}): BuiltSite {
  const renderer: Renderer = {
    renderRequest: (address) => Promise.resolve({ kind: 'page', status: 200, route: '/*', empty: false, head: '', body: pageOf(address), data: '', tags: [] }),
    discover: () => Promise.resolve({ paths: ['/', '/pdp/1001'], problems: [] }),
    forgetServerCaches: () => undefined,
    backendAnswered: () => Promise.resolve(true),
    pagesShowing: (kind, id) => Promise.resolve(kind === 'contentIds' && id === 'rc-home' ? { keys: ['/'], tags: ['content:rc-home'] } : undefined),
    picture: () => Promise.resolve({ kind: 'picture', picture: { type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]), setCookie: 'club_captcha=key-1; Path=/certification; HttpOnly; SameSite=Strict' } }),
    underScenario: () => renderer,
    circuitState: () => undefined,
    ...over,
  };
  return {
    distDir,
    shell: SHELL,
    entry: {
      createRenderer: () => renderer,
      canonicalTarget: (target) => target,
      picturePaths: () => Promise.resolve(PICTURE_PATHS),
      buildSettings: { siteBase: 'https://www.example.cn', policy: { apiBaseUrl: '', imageBaseUrl: '', mapKey: '' } },
    },
    renderer,
    picturePaths: PICTURE_PATHS,
    document: (rendered) => ({ html: rendered.body, styles: undefined }),
  };
}

/** The render server's options for a test: `site`, no backend that answers, no fixtures, no purge, 2 s deadlines, unless `over` says otherwise. */
export const appOptions = (site: BuiltSite, over: Partial<SiteAppOptions> = {}): SiteAppOptions => ({
  site,
  backend: 'http://127.0.0.1:9',
  revalidateToken: undefined,
  purgeUrls: [],
  freshSeconds: 30,
  renderTimeoutMs: 2_000,
  renderConcurrency: 8,
  forwardTimeoutMs: 2_000,
  siteBase: 'https://www.example.cn',
  policy: { apiBaseUrl: '', imageBaseUrl: '', mapKey: '' },
  ...over,
});
