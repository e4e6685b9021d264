import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

// Production runs the build on the runtime dependencies alone (`npm run build`, then `npm prune --omit=dev`): a copy of
// the checkout's `folders` beside a node_modules that holds only what `npm ls --omit=dev` lists.

const ROOT = resolve('.');

/** A folder with `folders` of the checkout and the runtime dependencies alone (each a link to the installed package). */
export function prunedCopy(folders: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-production-'));
  for (const folder of folders) cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  const installed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  // Only the top-level packages: a nested one comes with the package it sits in.
  const topLevel = installed.map((path) => relative(join(ROOT, 'node_modules'), path)).filter((name) => /^(@[^/]+\/)?[^./@][^/]*$/.test(name));
  for (const name of topLevel) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}
