// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOrShell } from '../../../tools/fixture-app';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'fixture-pages-'));
  mkdirSync(join(dist, 'pdp', '1001'), { recursive: true });
  for (const file of ['index.html', 'shell.html', 'pdp/1001/index.html']) writeFileSync(join(dist, file), file);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('pageOrShell', () => {
  it('serves a prerendered page where there is one, with or without a trailing slash, and the home page at /', () => {
    expect(pageOrShell(dist, '/pdp/1001')).toBe(join(dist, 'pdp', '1001', 'index.html'));
    expect(pageOrShell(dist, '/pdp/1001/')).toBe(join(dist, 'pdp', '1001', 'index.html'));
    expect(pageOrShell(dist, '/')).toBe(join(dist, 'index.html'));
  });

  it('falls back to the app shell for any other path, never a file outside dist', () => {
    expect(pageOrShell(dist, '/pdp/999')).toBe(join(dist, 'shell.html'));
    expect(pageOrShell(dist, '/../../etc')).toBe(join(dist, 'shell.html'));
    expect(pageOrShell(dist, '/%ZZ')).toBe(join(dist, 'shell.html'));
  });

  it('falls back to index.html in a build that was not prerendered', () => {
    rmSync(join(dist, 'shell.html'));
    expect(pageOrShell(dist, '/pdp/999')).toBe(join(dist, 'index.html'));
  });
});
