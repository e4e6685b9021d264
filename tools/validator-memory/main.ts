import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLargeRichTexts, writeManyLinks } from './large-content';

// The content validator's memory budget (docs/performance.md#content-validator-memory): generated files checked as an
// editor runs the CLI (tsx), with the heap capped. A validator whose live memory stays put fits; one that keeps
// something per rich text or per link until the end runs out of heap, however much memory the machine has spare
// (uncapped, V8 collects late and the peak says more about it than about us). Prints each run's figures; exit 1 on a miss.

/** The peak the process may reach: the capped heap, plus node, tsx and jsdom themselves (about 200 MB), with room. */
const PEAK_LIMIT_MB = 400;

interface Report {
  summary: { problems: number };
  findings: { rule: string; path: string }[];
}

interface Case {
  name: string;
  heapMb: number;
  write: (file: string) => void;
  /** What the report must say: empty when it does, else what is wrong. */
  verdict: (code: number | null, report: Report) => string;
}

const BLOCKS = 30;
const CASES: Case[] = [
  {
    // The audit's blocks (its file had 100: 1.5 GB): the validator once kept every block's parsed copy, 9 MB a block,
    // so these 30 took 270 MB of heap and ran out of 128; it keeps about 25 MB alive for them now.
    name: `${BLOCKS} blocks of 31,000-character rich text`,
    heapMb: 128,
    write: (file) => writeLargeRichTexts(file, { blocks: BLOCKS, chars: 31_000 }),
    verdict: (code, report) => {
      // Longer than any page shows: one warning a block, and nothing else (its links and pictures are the site's own).
      const expected = Array.from({ length: BLOCKS }, (_, i) => `contents[${i}].content long-text`).join(', ');
      const found = report.findings.map((f) => `${f.path} ${f.rule}`).join(', ');
      return code === 0 && report.summary.problems === 0 && found === expected ? '' : `exit ${code}, findings ${found.slice(0, 300)}`;
    },
  },
  {
    // The link stage once held a check per link at a time (110 MB for these); it holds 500 now, so 96 MB of heap does.
    name: '75,000 links, all of them followed',
    heapMb: 96,
    write: (file) => writeManyLinks(file, 75_000),
    verdict: (code, report) => {
      // Too large to sanitise (an error) and far longer than any page shows: its links are followed all the same.
      const rules = report.findings.map((f) => f.rule).join(', ');
      return code === 1 && report.summary.problems === 0 && rules === 'rich-text-too-large, long-text' ? '' : `exit ${code}, findings ${rules}`;
    },
  },
];

/** Runs the validator on `file` with the heap capped; answers its exit code, output and peak resident memory. */
function validateCapped(file: string, heapMb: number): Promise<{ code: number | null; stdout: string; stderr: string; peakMb: number }> {
  const peakFile = `${file}.peak-kb`;
  const args = [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '--import', './tools/validator-memory/peak-memory.mjs', 'tools/cms-validate/main.ts', '--file', file, '--format', 'json'];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, PEAK_MEMORY_FILE: peakFile } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      let peakMb = Number.NaN;
      try {
        peakMb = Number(readFileSync(peakFile, 'utf8')) / 1024;
      } catch {
        // No peak written: the process died before its exit handler (out of heap); the exit code says so.
      }
      done({ code, stdout, stderr, peakMb });
    });
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-memory-'));
  let failed = 0;
  try {
    console.log(`content validator memory (peak limit ${PEAK_LIMIT_MB} MB)`);
    for (const { name, heapMb, write, verdict } of CASES) {
      const file = join(dir, 'content.json');
      write(file);
      const started = performance.now();
      const run = await validateCapped(file, heapMb);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      let problem = run.stderr.trim() ? `stderr: ${run.stderr.trim().slice(0, 500)}` : '';
      if (!problem) {
        try {
          problem = verdict(run.code, JSON.parse(run.stdout) as Report);
        } catch {
          problem = `exit ${run.code} without a JSON report`;
        }
      }
      if (!problem && !(run.peakMb < PEAK_LIMIT_MB)) problem = `peak ${run.peakMb.toFixed(0)} MB`;
      if (problem) failed += 1;
      console.log(`  ${name}: heap ${heapMb} MB, peak ${run.peakMb.toFixed(0)} MB, ${seconds} s ${problem ? `FAIL (${problem})` : 'ok'}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed > 0) process.exit(1);
}

await main();
