import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite';
import { parseEnv } from './schemas/build-settings';

/** In `npm run dev`, answers the API from the same fixtures the fixture server uses. */
function fixtureApi(): Plugin {
  return {
    name: 'fixture-api',
    apply: 'serve',
    async configureServer(server) {
      const [{ handlers }, { apiMiddleware }] = await Promise.all([import('./fixtures/handlers'), import('./fixtures/http/api')]);
      const api = apiMiddleware(handlers);
      server.middlewares.use((req, res, next) => void api(req, res, next));
    },
  };
}

/** A gzip (level 9) and a brotli (quality 11) copy beside every script and stylesheet of the browser build, which both servers send as they are. */
function gzipCopies(): Plugin {
  return {
    name: 'gzip-copies',
    apply: 'build',
    // Once the files are written: what is compressed is exactly what is served.
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const name of Object.keys(bundle).filter((n) => /\.(?:js|css)$/.test(n))) {
        const file = join(options.dir ?? 'dist', name);
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The cascade's layers, lowest first: libraries' CSS (swiper's), element defaults (src/app/tokens.css), the shared components, the features. */
const CSS_LAYERS = 'vendor, base, ui, features';

/** The layer of a stylesheet: a library's under everything of ours; src/ui's shared components under the modules that place them. */
function layerOf(file: string): string | undefined {
  if (file.includes('/node_modules/')) return 'vendor';
  if (!file.endsWith('.module.css')) return undefined;
  return file.includes('/src/ui/') ? 'ui' : 'features';
}

/**
 * Puts each stylesheet in its cascade layer, so which rule wins never depends on the order they arrive in: a feature's
 * rule beats the component it places, and any rule of ours beats a library's. Every stylesheet opens with the layers'
 * order, so the first to arrive sets it. src/app/tokens.css puts its element defaults in `base` itself; unlayered rules
 * (the CMS's size classes, a page's style attributes) beat every layer, as a style attribute would.
 */
function cssLayers(): PostcssPlugin {
  return {
    postcssPlugin: 'css-layers',
    Once(root, { AtRule }) {
      const name = layerOf(root.source?.input.file ?? '');
      if (name) {
        const layer = new AtRule({ name: 'layer', params: name });
        layer.append(root.nodes);
        root.append(layer);
      }
      root.prepend(new AtRule({ name: 'layer', params: CSS_LAYERS }));
    },
  };
}

/**
 * React Router's package exports name its development build under every condition (remix-run/react-router#14102), so a
 * build would ship its dev-only warnings and checks; a build takes the production build that ships beside it.
 */
function productionRouter(): Alias[] {
  const dist = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production`;
  return [
    { find: /^react-router$/, replacement: `${dist}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
  ];
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Refuse a bad set of build settings before anything is built, listing every bad key at once.
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [react(), fixtureApi(), gzipCopies()],
    build: {
      // The browser build, and the server build beside it (`vite build --ssr`: the render function and the server).
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      target: 'es2022',
      // One stylesheet for the whole site (18 KB gzip): a first visit waits for one CSS request, and a page reached on the
      // client needs none. The cascade's layers (cssLayers) keep who wins independent of the order of the rules.
      cssCodeSplit: false,
      // terser with two passes ships about 4% less JavaScript (gzip) than esbuild's minifier: the budget's biggest single lever.
      // The server build stays unminified, as Vite leaves it by default: nobody downloads it.
      minify: isSsrBuild ? false : 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      // Written for operators (stack traces), never referenced from the scripts; neither server serves a .map.
      sourcemap: isSsrBuild ? false : 'hidden',
      // The chunk graph (dist/.vite/): the render server finds the app's entry and its boot there; no server serves it.
      manifest: !isSsrBuild,
      // The server build (dist-ssr/) is the render server's code: the public files are the browser build's alone.
      copyPublicDir: !isSsrBuild,
      rollupOptions: {
        // The server build: the render function, the render server that runs it (`npm run serve`) and the nginx config's
        // writer (`npm run nginx:conf`), all run by node alone, so they work after `npm prune --omit=dev`.
        // The browser build: the app shell, and the boot a server-rendered page loads the app through (src/boot.ts).
        input: (isSsrBuild ? { 'entry-server': 'src/entry-server.tsx', server: 'server/main.ts', 'nginx-conf': 'tools/write-nginx-conf.ts' } : { index: 'index.html', boot: 'src/boot.ts' }) as Record<string, string>,
        // zod's pure-call annotations sit where Rollup cannot read them; the warning is noise, not a defect.
        // Chunks and styles named by their hash alone: the entry lists every one of them (to fetch a route's
        // dependencies with it), and their names cost a first visit 0.8 KB. The manifest and source maps keep the names.
        output: isSsrBuild ? {} : { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
        onLog: (level, log, handler) => (log.code === 'INVALID_ANNOTATION' ? undefined : handler(level, log)),
      },
    },
    css: { postcss: { plugins: [cssLayers()] } },
    server: { port: 5173 },
    // The headless build: same store and timers, no goober <style> tag, which a CSP without 'unsafe-inline' blocks.
    resolve: {
      alias: [{ find: /^react-hot-toast$/, replacement: 'react-hot-toast/headless' }, ...(command === 'build' ? productionRouter() : [])],
    },
  };
});
