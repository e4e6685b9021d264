// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, readRecordedKb } from '../../../tools/js-budget';

const table = (rows: string) => `## Speed\n\n| page type | first visit | JavaScript (gzip) | target |\n| --- | --- | --- | --- |\n${rows}\nAfter the table.\n| other | table | 1.0 KB | |\n`;

describe('readRecordedKb', () => {
  it('reads each page type figure of the budget table, and nothing past its end', () => {
    const recorded = readRecordedKb(table('| home | `/` | 179.4 KB | 150 KB (not met) |\n| product | `/pdp/1001` | 174.2 KB | 190 KB |'));
    expect([...recorded]).toEqual([
      ['home', 179.4],
      ['product', 174.2],
    ]);
  });

  it('skips a row without a figure and answers nothing without the table', () => {
    expect([...readRecordedKb(table('| home | `/` | n/a | |'))]).toEqual([]);
    expect(readRecordedKb('# README without a budget table').size).toBe(0);
  });

  it('finds a figure for every page type the budget measures in the README itself', () => {
    const recorded = readRecordedKb(readFileSync('README.md', 'utf8'));
    for (const { type } of PAGE_TYPES) expect(recorded.get(type), type).toBeGreaterThan(0);
  });
});
