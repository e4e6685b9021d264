import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLargeRichTexts, writeManyLinks } from './support/large-rich-text';
import { runNode } from './support/processes';

// Generated files checked by the CLI as an editor runs it (tsx), with the heap capped: a validator whose live memory
// stays put fits, one that keeps something per rich text or per link until the end runs out of heap, whether or not
// the machine has memory to spare (uncapped, V8 collects late and the peak says more about it than about us).
// The peak the process reaches: the capped heap, plus node, tsx and jsdom themselves (about 200 MB), with room.
const PEAK_LIMIT_MB = 400;
// Only a hung run is killed: the rich texts take 30 s on a quiet 2-core machine and twice that on a busy one.
const HANG_MS = 480_000;

const dir = mkdtempSync(join(tmpdir(), 'cms-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  summary: { problems: number };
  findings: { rule: string; path: string }[];
}

/** Checks `file` with the heap capped at `heapMb`; answers the exit code, the report and the peak resident memory. */
async function validateCapped(file: string, heapMb: number): Promise<{ code: number | null; report: Report; peakMb: number }> {
  const peakFile = `${file}.peak-kb`;
  const run = await runNode(
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '--import', './tests/cli/support/peak-memory.mjs', 'tools/cms-validate/main.ts', '--file', file, '--format', 'json'],
    { PEAK_MEMORY_FILE: peakFile },
    HANG_MS,
  );
  expect(run.stderr).toBe('');
  return { code: run.code, report: JSON.parse(run.stdout) as Report, peakMb: Number(readFileSync(peakFile, 'utf8')) / 1024 };
}

describe('the validator\'s memory', () => {
  it('stays bounded on blocks of 31,000-character rich text, each reported once', async () => {
    // The audit's blocks (its file had 100: 1.5 GB): it once kept every block's parsed copy, 9 MB a block, so these 30
    // took 270 MB of heap and ran out of 128; it keeps about 25 MB alive for them now. Sized to take seconds, not minutes.
    const blocks = 30;
    const file = join(dir, 'rich-texts.json');
    writeLargeRichTexts(file, { blocks, chars: 31_000 });
    const { code, report, peakMb } = await validateCapped(file, 128);
    expect(code).toBe(0);
    expect(report.summary.problems).toBe(0);
    // Longer than any page shows: one warning a block, and nothing else (its links and pictures are the site's own).
    expect(report.findings.map((f) => `${f.path} ${f.rule}`)).toEqual(Array.from({ length: blocks }, (_, i) => `contents[${i}].content long-text`));
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, HANG_MS + 30_000);

  it('stays bounded on 75,000 links, all of them followed', async () => {
    // The link stage once held a check per link at a time (110 MB for these); it holds 500 now, so 96 MB of heap does.
    const file = join(dir, 'links.json');
    writeManyLinks(file, 75_000);
    const { code, report, peakMb } = await validateCapped(file, 96);
    // Too large to sanitise (an error) and far longer than any page shows: its links are followed all the same.
    expect(report.findings.map((f) => f.rule)).toEqual(['rich-text-too-large', 'long-text']);
    expect(report.summary.problems).toBe(0);
    expect(code).toBe(1);
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, HANG_MS + 30_000);
});
