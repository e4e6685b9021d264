import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { engineSize } from './size';
import { compare } from './timing';
import type * as Subject from './subject';

// `npm run bench`: the engine's cost, measured in one process (not a test: figures, not pass/fail).
process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '../..');
/** The home page is the site's largest real content (every block model); a real page has 10-30 blocks. */
const HOME = path.join(root, 'fixtures/data/page/rc-home.json');
const PARSE_TARGET_MS = 1;
/** The render ratio is taken on the home page repeated to 500 blocks, so React's fixed cost per render does not swamp it. */
const RENDER_BLOCKS = 500;

/** The home page's blocks repeated to `count`, in the CMS wire form (contents JSON strings inside the JSON envelope). */
function widePage(home: string, count: number): string {
  const { data } = JSON.parse(home) as { data: unknown[] };
  return JSON.stringify({ success: true, errorCode: '0', errorMessage: null, data: Array.from({ length: count }, (_, i) => data[i % data.length]) });
}

/** Builds subject.tsx the way the site is built (Vite, CSS modules, .env, production React) and loads it. */
async function loadSubject(): Promise<typeof Subject> {
  const outDir = path.join(root, 'node_modules/.cache/bench');
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: { dompurify: path.join(root, 'tests/bench/dompurify-stub.ts') } },
    ssr: { noExternal: ['dompurify'] },
    build: { ssr: 'tests/bench/subject.tsx', outDir, emptyOutDir: true, sourcemap: false, minify: false, rollupOptions: { output: { entryFileNames: 'subject.mjs' } } },
  });
  return (await import(pathToFileURL(path.join(outDir, 'subject.mjs')).href)) as typeof Subject;
}

const pct = (n: number) => `${n.toFixed(2)}x`;
const ms = (n: number) => `${n.toFixed(3)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function main() {
  const wire = readFileSync(HOME, 'utf8');
  const { parseBlocks } = await import('../../src/engine/parse');
  const check = parseBlocks((JSON.parse(wire) as { data: unknown[] }).data);
  const blocks = (JSON.parse(wire) as { data: unknown[] }).data.length;
  if (check.issues.length > 0) throw new Error(`the home page must parse clean: ${JSON.stringify(check.issues[0])}`);

  console.log(`parseBlocks: the home page's content (${blocks} blocks, ${kb(wire.length)} of JSON in wire form)`);
  const parse = compare(() => parseBlocks((JSON.parse(wire) as { data: unknown }).data), () => JSON.parse(wire), { iterations: 50 });
  const verdict = parse.subjectMs < PARSE_TARGET_MS ? 'met' : 'NOT MET';
  console.log(`  JSON.parse + parseBlocks ${ms(parse.subjectMs)} (target < ${PARSE_TARGET_MS} ms: ${verdict}); JSON.parse of the answer alone ${ms(parse.baselineMs)}`);

  const subject = await loadSubject();
  const wide = widePage(wire, RENDER_BLOCKS);
  const parsed = subject.parseForBaseline(wide);
  if (subject.engineHtml(wide) === '' || subject.plainHtml(parsed) === '') throw new Error('nothing rendered');
  const render = compare(() => subject.engineHtml(wide), () => subject.plainHtml(parsed), { warmup: 5, samples: 15, iterations: 1 });
  console.log(`wire JSON -> HTML (renderToString, the home page's blocks repeated to ${RENDER_BLOCKS})`);
  console.log(`  engine (parse + BlockTree) ${ms(render.subjectMs)} vs plain React on parsed props ${ms(render.baselineMs)}: ${pct(render.ratio)} (target <= 1.5x)`);

  const entry = path.join(root, 'tests/bench/engine-entry.ts');
  const withSchemas = await engineSize(entry, { schemasExternal: false });
  const codeOnly = await engineSize(entry, { schemasExternal: true });
  console.log('engine runtime in the browser bundle (parse, links, style, registry, boundaries, block tree), minified + gzip -9');
  console.log(`  engine code, with zod, the schemas (the contracts), React and block components external: ${kb(codeOnly.gzip)} gzip (${kb(codeOnly.minified)} minified) (target <= 5 KB)`);
  console.log(`  the same plus the 16 block schemas and the entry reader: ${kb(withSchemas.gzip)} gzip (${kb(withSchemas.minified)} minified)`);
}

await main();
