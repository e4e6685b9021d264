import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLargeRichTexts } from './support/large-rich-text';
import { runNode } from './support/processes';

// The audit's file: 100 blocks, each a rich text of 31,000 characters (3.1 million characters to sanitise), checked
// by the CLI as an editor runs it (tsx). The heap is capped at 192 MB: the validator keeps about 80 MB alive whatever
// the file, so it fits; a validator that keeps each rich text's parsed documents until the file is done (9 MB a
// block, past 1.5 GB of memory on this file) runs out of heap instead of passing on a machine with memory to spare.
const HEAP_MB = 192;
// The process's peak: the heap above, node, tsx and jsdom themselves (about 200 MB on one rich text), with room.
const PEAK_LIMIT_MB = 400;
// Only a hung run is killed: the check takes 30 s on a quiet 2-core machine and twice that on a busy one.
const HANG_MS = 480_000;

const dir = mkdtempSync(join(tmpdir(), 'cms-large-rich-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  summary: { errors: number; problems: number };
  findings: { rule: string; path: string }[];
}

describe('a file of many large rich texts', () => {
  it('is checked to the end in bounded memory, each rich text reported once', async () => {
    const file = join(dir, 'page.json');
    const peakFile = join(dir, 'peak-kb');
    writeLargeRichTexts(file, { blocks: 100, chars: 31_000 });
    const run = await runNode(
      [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', '--import', './tests/cli/support/peak-memory.mjs', 'tools/cms-validate/main.ts', '--file', file, '--format', 'json'],
      { PEAK_MEMORY_FILE: peakFile },
      HANG_MS,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.summary).toMatchObject({ errors: 0, problems: 0 });
    // Longer than any page shows: one warning a block, and nothing else (its links and pictures are the site's own).
    expect(report.findings.map((f) => `${f.path} ${f.rule}`)).toEqual(Array.from({ length: 100 }, (_, i) => `contents[${i}].content long-text`));
    const peakMb = Number(readFileSync(peakFile, 'utf8')) / 1024;
    expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  }, HANG_MS + 30_000);
});
