import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { buildSettings, canonicalTarget, createRenderer, picturePaths, RenderedPage, Renderer, RenderSettings } from '../src/entry-server';
import { bootingShell, InlineStyles, type ManifestChunk } from './page-assets';
import { pageDocument } from './page-document';
import { pageStyles, stylesTag, type PageStyles, type StylesPlacing } from './page-styles';

/** What the server build of src/entry-server.tsx (dist-ssr/entry-server.js) exports. */
export interface ServerEntry {
  createRenderer: typeof createRenderer;
  buildSettings: typeof buildSettings;
  canonicalTarget: typeof canonicalTarget;
  picturePaths: typeof picturePaths;
}

/** A page's whole HTML document, and the rules of its style attributes when it has any. */
export interface PageHtml {
  html: string;
  styles: PageStyles | undefined;
}

/** The build a server answers from: the browser build (dist/) and the server entry, read once at start. */
export interface BuiltSite {
  distDir: string;
  entry: ServerEntry;
  /** The entry's renders on the server's settings (its backend, its deadline). */
  renderer: Renderer;
  /** The addresses of the routes' pictures (a captcha's), which the server answers. */
  picturePaths: string[];
  /** The browser build's index.html: the app shell, answered when a page cannot be rendered (the browser renders it). */
  shell: string;
  /** A rendered page in the shell (whose stylesheet is the site's one), with its own style rules placed as asked, loading its app through the boot. */
  document(page: RenderedPage, placing: StylesPlacing): PageHtml;
}

/** Reads the browser build and imports the server entry, its renders made on `settings`; throws with what to run when either is missing. */
export async function loadBuiltSite(distDir: string, ssrDir: string, settings: RenderSettings): Promise<BuiltSite> {
  const entryFile = join(ssrDir, 'entry-server.js');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(entryFile)) {
    throw new Error(`No build in ${distDir} and ${ssrDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const rendered = bootingShell(shell, manifest);
  return {
    distDir,
    entry,
    renderer: entry.createRenderer(settings),
    picturePaths: await entry.picturePaths(),
    shell,
    document(page, placing) {
      const inline = new InlineStyles();
      const body = inline.extract(page.body);
      const styles = pageStyles(inline);
      const own = styles ? stylesTag(styles, placing) : '';
      return { html: pageDocument(rendered, { head: page.head + own, body, data: page.data }), styles };
    },
  };
}
