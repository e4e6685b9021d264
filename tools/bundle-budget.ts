import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Prints the JavaScript and CSS a first visit to each page downloads (gzip -9), against the budgets below.
// Exits 1 when a budget is exceeded, so `npm test` keeps the site light on a phone.

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
}

// The entry carries every route's loader (so each fetch starts with its page chunk): 165 KB until the loaders load lazily beside their pages.
const BUDGET_KB = { entryJs: 165, pageJs: 190, css: 20 };
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk and every chunk it imports statically: what loads before the module can run. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const sum = (keys: Iterable<string>, pick: (chunk: Chunk) => string[]) =>
  [...new Set([...keys].flatMap((k) => (manifest[k] ? pick(manifest[k]) : [])))].reduce((kb, file) => kb + gzipKb(file), 0);
const jsOf = (keys: Iterable<string>) => sum(keys, (c) => [c.file]);
const cssOf = (keys: Iterable<string>) => sum(keys, (c) => c.css ?? []);

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: run `npm run build` first');
const entryKeys = closure(entry);
const failures: string[] = [];
const check = (label: string, kb: number, budget: number) => {
  const over = kb > budget;
  if (over) failures.push(label);
  console.log(`${over ? '✖' : '✓'} ${label.padEnd(44)} ${kb.toFixed(1).padStart(7)} KB  (budget ${budget} KB)`);
};

console.log('First visit, gzip -9:');
check('entry JS (frame, router, state, api)', jsOf(entryKeys), BUDGET_KB.entryJs);
check('entry CSS', cssOf(entryKeys), BUDGET_KB.css);
for (const key of Object.keys(manifest).filter((k) => k.startsWith('src/pages/')).sort()) {
  const keys = new Set([...entryKeys, ...closure(key)]);
  check(`${key.replace('src/pages/', '')} JS (entry + page)`, jsOf(keys), BUDGET_KB.pageJs);
}
const lazy = Object.keys(manifest).filter((k) => !k.startsWith('src/pages/') && !entryKeys.has(k) && manifest[k]?.file.endsWith('.js'));
console.log('Chunks outside the entry (shared by pages, or loaded on demand):');
for (const key of lazy) console.log(`  ${key.replace(/^.*node_modules\//, '').padEnd(44)} ${gzipKb(manifest[key]?.file ?? '').toFixed(1).padStart(7)} KB`);
if (failures.length) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
