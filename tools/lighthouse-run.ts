import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// One Lighthouse 12 run (mobile, default simulated throttling, Debian's Chromium, headless) in a child process, for the
// benchmarks (`npm run perf`, `npm run perf:script`).

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

export interface Audit {
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
export interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runtimeError?: { message: string };
}

export const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
export const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];

/** One Lighthouse run; a trace Chromium failed to record (NO_NAVSTART on a loaded machine) is run again, twice at most. */
export async function runLighthouse(url: string, out: string, attempt = 1): Promise<Lhr> {
  try {
    return await runLighthouseOnce(url, out);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`${(error as Error).message}; running it again`);
    return runLighthouse(url, out, attempt + 1);
  }
}

/** Lighthouse in a child process, waited for without blocking this one: the benchmarks serve pages from here. */
async function runLighthouseOnce(url: string, out: string): Promise<Lhr> {
  const cli = resolve('node_modules/lighthouse/cli/index.js');
  const child = spawn(
    process.execPath,
    [cli, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message} on ${url}`);
  return lhr;
}
