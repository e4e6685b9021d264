import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
/** Not engine: block components (their folders), ui, config, api, lib, state and i18n. */
const notEngine = /^src\/(blocks\/[^/]+\/|ui\/|config\/|api\/|lib\/|state\/|i18n\/)/;

function externals(schemasExternal: boolean): Plugin {
  return {
    name: 'engine-only',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // Packages (react, react-error-boundary, zod ...) are not the engine's own code.
        if (!args.path.startsWith('.') && !args.path.startsWith('/')) return { path: args.path, external: true };
        const relative = path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/');
        if (notEngine.test(relative) || (schemasExternal && relative.startsWith('schemas/'))) return { path: args.path, external: true };
        return undefined;
      });
    },
  };
}

/** Minified and gzipped bytes of `entry` bundled for the browser with everything but the engine external. */
export async function engineSize(entry: string, { schemasExternal }: { schemasExternal: boolean }) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    plugins: [externals(schemasExternal)],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}
