import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Each tool process started through tsx spends most of its time compiling; the suite starts many. So the
 * tools are bundled once, from the same sources, with esbuild (which tsx and vite run on). Every module
 * keeps its own import.meta.url, so paths such as fixtures/set.ts's resolve exactly as under tsx.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

// Run as `node --import tsx tests/cli/support/bundle-tools.ts OUT_DIR ENTRY...` from the repository root: a
// process of its own, because esbuild refuses to run inside the jsdom test environment.
const [outDir, ...entries] = process.argv.slice(2);
if (!outDir || entries.length === 0) throw new Error('usage: bundle-tools.ts OUT_DIR ENTRY...');
const root = process.cwd();
await build({
  entryPoints: entries.map((entry) => join(root, entry)),
  outdir: outDir,
  outbase: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external', // resolved from node_modules at run time, as under tsx
  outExtension: { '.js': '.mjs' },
  plugins: [ownImportMetaUrl],
  logLevel: 'warning',
});
