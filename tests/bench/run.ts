import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { engineSize } from './size';
import { compare } from './timing';
import type * as Subject from './subject';

// `npm run bench`: the engine's cost, measured in one process (not a test: figures, not pass/fail).
process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '../..');
const BLOCKS = 500;

interface WireItem {
  modelName: string;
  contents: string;
}

/** A 500-block page in the CMS wire form (contents JSON strings inside the JSON envelope), from the home fixture. */
async function widePage(): Promise<string> {
  const home = (await import('../../fixtures/data/page/rc-home.json', { with: { type: 'json' } })).default as { data: WireItem[] };
  const data = Array.from({ length: BLOCKS }, (_, i) => home.data[i % home.data.length] as WireItem);
  return JSON.stringify({ success: true, errorCode: '0', errorMessage: null, data });
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
  const wire = await widePage();
  const { parseBlocks } = await import('../../src/engine/parse');
  const check = parseBlocks((JSON.parse(wire) as { data: unknown }).data);
  if (check.blocks.length !== BLOCKS) throw new Error(`the bench page must parse clean: ${JSON.stringify(check.issues[0])}`);

  console.log(`parseBlocks: a ${BLOCKS}-block page in wire form (${kb(wire.length)} of JSON)`);
  const decodeAll = () => (JSON.parse(wire) as { data: WireItem[] }).data.map((item) => JSON.parse(item.contents) as unknown);
  const parse = compare(() => parseBlocks((JSON.parse(wire) as { data: unknown }).data), decodeAll);
  console.log(`  JSON.parse + parseBlocks ${ms(parse.subjectMs)} vs JSON.parse of the same input (envelope and every contents string) ${ms(parse.baselineMs)}: ${pct(parse.ratio)} (target <= 2x)`);
  const outer = compare(() => parseBlocks((JSON.parse(wire) as { data: unknown }).data), () => JSON.parse(wire));
  const inner = compare(decodeAll, () => JSON.parse(wire));
  console.log(`  against the envelope's JSON.parse only: ${pct(outer.ratio)}; the contents strings alone already cost ${pct(inner.ratio)} of it, so no checking engine can get near 2x there`);

  const subject = await loadSubject();
  const parsed = subject.parseForBaseline(wire);
  if (subject.engineHtml(wire) === '' || subject.plainHtml(parsed) === '') throw new Error('nothing rendered');
  const render = compare(() => subject.engineHtml(wire), () => subject.plainHtml(parsed), { warmup: 5, samples: 15, iterations: 1 });
  console.log(`wire JSON -> HTML (renderToString, ${BLOCKS} blocks)`);
  console.log(`  engine (parse + BlockTree) ${ms(render.subjectMs)} vs plain React on parsed props ${ms(render.baselineMs)}: ${pct(render.ratio)} (target <= 1.5x)`);

  const entry = path.join(root, 'tests/bench/engine-entry.ts');
  const withSchemas = await engineSize(entry, { schemasExternal: false });
  const codeOnly = await engineSize(entry, { schemasExternal: true });
  console.log('engine runtime in the browser bundle (parse, links, style, registry, boundaries, block tree), minified + gzip -9');
  console.log(`  engine code, with zod, the schemas (the contracts), React and block components external: ${kb(codeOnly.gzip)} gzip (${kb(codeOnly.minified)} minified) (target <= 5 KB)`);
  console.log(`  the same plus the 15 block schemas and their readers: ${kb(withSchemas.gzip)} gzip (${kb(withSchemas.minified)} minified)`);
}

await main();
