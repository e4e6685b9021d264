// @vitest-environment node
import { JSDOM } from 'jsdom';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from './support/in-process';
import { freePort, prepareTools, ROOT, runCli, runNode, runTool, startFixtureServer, type FixtureServer, type Run } from './support/processes';
import { startStubBackend, type StubBackend } from './support/stub-backend';

// cms-validate against the fixture server over real HTTP: the bundled set (clean), the bundled set with
// tests/cli/sets/broken laid over it, a set recorded by `npm run record`, and a misbehaving stub backend. The CLI as a
// process where the process is what is tested (exit codes, the bin, a bad command line, the recorder); the checks whose
// findings and reports are tested run in this process (support/in-process.ts), a node start and module graph fewer each.

interface JsonFinding {
  source: { kind: string; id: string; screen?: string };
  severity: 'error' | 'warning';
  rule: string;
  path: string;
  pointer: string;
  expected: string;
  received: string;
  message: string;
  index?: number;
  modelName?: string;
}
interface JsonReport {
  summary: { sources: number; clean: number; errors: number; warnings: number; problems: number };
  findings: JsonFinding[];
  problems: { source?: { id: string }; message: string }[];
  sources: { kind: string; id: string }[];
}

const FORMATS = ['json', 'ndjson', 'github', 'junit', 'human'] as const;
const tmp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));
const parseReport = (run: Run) => JSON.parse(run.stdout) as JsonReport;
const key = (f: JsonFinding) => `${f.source.kind} ${f.source.id} ${f.path} ${f.pointer} ${f.rule}`;

/** The errors the broken set must give, and nothing else: `source path pointer rule`. */
const BROKEN_ERRORS = [
  'content rc-about-us (root)  unsuccessful',
  'content rc-contact-us contents[0].contactusCon.title /contents/0/contactusCon/title invalid',
  'content rc-header-nav navItem[1].navName /navItem/1/navName invalid',
  'content rc-header-nav navItem[2].data[0].mainTitle /navItem/2/data/0/mainTitle invalid',
  'content rc-home contents[1] /contents/1 malformed-json',
  'content rc-home contents[3].buttons[1].link /contents/3/buttons/1/link invalid',
  'content rc-home contents[4].list[0].image /contents/4/list/0/image invalid',
  'content rc-home contents[5].slides[0].link /contents/5/slides/0/link link-refused',
  'content rc-home contents[5].slides[0].pic /contents/5/slides/0/pic image-host',
  'content rc-home contents[7].list[0].link /contents/7/list/0/link dead-link',
  'content rc-site-settings (root)  malformed-json',
  'page pc-broken contents[0].list /contents/0/list invalid',
];
const BROKEN_WARNINGS = [
  'content rc-home contents[2] /contents/2 unknown-model',
];

const servers: FixtureServer[] = [];
let stub: StubBackend;
let recordedDir: string;
/** Every CLI run of this file, started together once the servers are up (each run is a node process). */
const runs = new Map<string, Run>();
const run = (name: string) => {
  const result = runs.get(name);
  if (!result) throw new Error(`no run ${name}`);
  return result;
};

async function runAll(jobs: Record<string, Promise<Run>>): Promise<void> {
  const names = Object.keys(jobs);
  const results = await Promise.all(Object.values(jobs));
  names.forEach((name, i) => runs.set(name, results[i] as Run));
}

let cleanUp: (() => void) | undefined;

beforeAll(async () => {
  cleanUp = await prepareTools();
  const brokenSet = tmp('cli-broken-');
  cpSync(join(ROOT, 'fixtures/data'), brokenSet, { recursive: true });
  cpSync(join(ROOT, 'tests/cli/sets/broken'), brokenSet, { recursive: true });
  const [clean, broken, backend, closedPort] = await Promise.all([
    startFixtureServer(), startFixtureServer({ FIXTURE_SET: brokenSet }), startStubBackend(), freePort(),
  ]);
  servers.push(clean, broken);
  stub = backend;
  recordedDir = join(tmp('cli-recorded-'), 'set');
  const everything = ['--screens', '--product', '1001', '1002', '--format', 'json'];
  await runAll({
    // Processes: the CLI's exit codes and one-sentence errors, the bin, the recorder.
    clean: runCli(['--base-url', clean.url, ...everything]),
    record: runTool('tools/record-fixtures.ts', ['--base-url', clean.url, '--out', recordedDir, '--product', '1001', '1002']),
    unreachable: runCli(['--base-url', `http://127.0.0.1:${closedPort}`, '--screens', '--retries', '0']),
    unknownFlag: runCli(['--fixtures', '--bogus']),
    usage: runCli(['--format', 'xml']),
    // The installed entry point, as `npx cms-validate` runs it: the bin shim loading the sources through tsx.
    bin: runNode(['tools/cms-validate/bin.mjs', '--base-url', clean.url, '--content', 'rc-home', '--format', 'json']),
  });
  // In this process, one after the other: what the checks find and how each report says it.
  for (const [name, args, env] of [
    ...FORMATS.map((format) => [format, ['--base-url', broken.url, '--format', format]] as const),
    ['levelError', ['--base-url', broken.url, '--level', 'error']],
    // The files' link targets are asked of the backend the build settings name, here the broken set's.
    ['files', ['--file', 'HOME=tests/cli/sets/broken/page/rc-home.json', 'tests/cli/sets/broken/content/rc-header-nav.json', '--format', 'json'], { VITE_API_BASE_URL: broken.url }],
    ['status500', ['--base-url', `${stub.url}/status-500`, '--content', 'rc-home', '--retries', '2']],
    ['slow', ['--base-url', `${stub.url}/slow`, '--product', '1001', '--timeout', '800', '--retries', '1']],
    ['malformed', ['--base-url', `${stub.url}/malformed`, '--content', 'HEADER_NAV=rc-header-nav', '--format', 'json']],
    ['committed', ['--fixtures', 'demo', '--format', 'json']],
    ['recordedFiles', ['--fixtures', recordedDir, '--format', 'json']],
  ] as const) runs.set(name, await validate(args, env));
  const replay = await startFixtureServer({ FIXTURE_SET: recordedDir });
  servers.push(replay);
  runs.set('replayed', await validate(['--base-url', replay.url, ...everything]));
}, 60_000);

afterAll(async () => {
  await Promise.all([...servers.map((s) => s.stop()), stub?.stop()]);
  cleanUp?.();
});

describe('cms-validate against the fixture server', () => {
  it('exits 0 on the clean set, checking every screen, the page configs, popovers, store and products', () => {
    const report = parseReport(run('clean'));
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(run('clean').code).toBe(0);
    expect([...new Set(report.sources.map((s) => s.kind))].sort()).toEqual(['content', 'page', 'product', 'store']);
    expect(report.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['rc-home', 'rc-header-nav', 'rc-footer-nav', 'rc-site-settings', 'rc-footer-info', '1001', '1002']));
  });

  it('exits 1 on the broken set with exactly the expected errors, paths and pointers', () => {
    expect(run('json').code).toBe(1);
    const report = parseReport(run('json'));
    const errors = report.findings.filter((f) => f.severity === 'error');
    expect(errors.map(key).sort()).toEqual(BROKEN_ERRORS);
    expect(report.findings.filter((f) => f.severity === 'warning').map(key)).toEqual(expect.arrayContaining(BROKEN_WARNINGS));
    expect(errors.find((f) => f.path === 'contents[3].buttons[1].link')).toMatchObject({ index: 3, modelName: 'fixedSize_02', source: { screen: 'HOME' }, received: '"/contact-us"' });
    expect(errors.find((f) => f.path === 'contents[4].list[0].image')).toMatchObject({ expected: 'an http(s) URL or a root-relative path', received: '"javascript:alert(1)"' });
  });

  it('reports only errors with --level error, and says how many warnings it hid', () => {
    const out = run('levelError');
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('contents[3].buttons[1].link');
    expect(out.stdout).not.toMatch(/^\s+warning /m);
    expect(out.stdout).toMatch(new RegExp(`${BROKEN_ERRORS.length} errors in \\d+ sources \\(\\d+ clean; \\d+ warnings hidden by --level error\\)`));
  });

  it('checks exported files and named drafts with the same verdicts as the live run', () => {
    expect(run('files').code).toBe(1);
    const paths = parseReport(run('files')).findings.filter((f) => f.severity === 'error').map((f) => `${f.source.screen} ${f.path}`);
    expect(paths).toEqual([
      'HOME contents[1]', 'HOME contents[3].buttons[1].link', 'HOME contents[4].list[0].image', 'HOME contents[5].slides[0].pic', 'HOME contents[5].slides[0].link',
      'HOME contents[7].list[0].link',
      'HEADER_NAV navItem[1].navName', 'HEADER_NAV navItem[2].data[0].mainTitle',
    ]);
  });

  it('exits 2 with one summary line when the backend is unreachable, not one per screen', () => {
    expect(run('unreachable').code).toBe(2);
    expect(run('unreachable').stdout).toBe('');
    expect(run('unreachable').stderr).toMatch(/^cms-validate: backend unreachable at http:\/\/127\.0\.0\.1:\d+: fetch failed[^\n]*\n$/);
  });

  it('retries a 5xx with backoff, then exits 2 naming the status', () => {
    expect(run('status500').code).toBe(2);
    expect(run('status500').stdout).toContain('HTTP 500');
    expect(stub.hits['status-500']).toBe(3);
  });

  it('gives up on a silent backend after the per-request timeout and its retries, with exit 2', () => {
    expect(run('slow').code).toBe(2);
    expect(run('slow').stdout).toContain('no answer within 800 ms (2 attempts)');
    // The stub shares this process's event loop, which the synchronous run blocks: an attempt the CLI has already
    // abandoned may never be parsed there, so the wire shows at least one attempt and the CLI's own count says two.
    expect(stub.hits.slow).toBeGreaterThanOrEqual(1);
  });

  it('reports a malformed JSON answer as a finding, not a crash', () => {
    expect(run('malformed').code).toBe(1);
    expect(run('malformed').stderr).toBe('');
    expect(parseReport(run('malformed')).findings).toEqual([expect.objectContaining({ rule: 'malformed-json', path: '(root)', pointer: '', severity: 'error' })]);
  });

  it('runs through the cms-validate bin (tsx) with the same verdict as the bundled sources', () => {
    expect(run('bin').code).toBe(0);
    const home = parseReport(run('clean')).findings.filter((f) => f.source.id === 'rc-home');
    expect(parseReport(run('bin')).findings.filter((f) => f.source.id === 'rc-home')).toEqual(home);
  });

  it('refuses a bad command line with exit 2', () => {
    expect(run('usage').code).toBe(2);
    expect(run('usage').stderr).toContain('--format must be one of human, json, ndjson, github, junit');
    expect(run('usage').stderr).toContain('--help');
  });

  it('answers an unknown flag with one plain sentence and exit 2', () => {
    expect(run('unknownFlag').code).toBe(2);
    expect(run('unknownFlag').stdout).toBe('');
    expect(run('unknownFlag').stderr).toBe('cms-validate: unknown option --bogus; run cms-validate --help for the options.\n');
  });
});

describe('output formats on the broken set', () => {
  const reference = () => parseReport(run('json'));
  const errors = () => reference().findings.filter((f) => f.severity === 'error');
  const warnings = () => reference().findings.filter((f) => f.severity === 'warning');

  it('every format exits 1', () => {
    for (const format of FORMATS) expect(run(format).code, format).toBe(1);
  });

  it('json: one document with the summary counts', () => {
    expect(reference().summary).toMatchObject({ errors: BROKEN_ERRORS.length, warnings: warnings().length, problems: 0 });
  });

  it('ndjson: one parseable finding per line, then the summary', () => {
    const lines = run('ndjson').stdout.trim().split('\n').map((line) => JSON.parse(line) as { type: string; path?: string });
    expect(lines.filter((l) => l.type === 'finding').map((l) => l.path)).toEqual(reference().findings.map((f) => f.path));
    expect(lines.at(-1)).toMatchObject({ type: 'summary', errors: errors().length, warnings: warnings().length });
  });

  it('github: one annotation per finding with source and path in its title', () => {
    const out = run('github').stdout;
    expect(out.match(/^::error /gm)).toHaveLength(errors().length);
    expect(out.match(/^::warning /gm)).toHaveLength(warnings().length);
    expect(out).toContain('::error title=content rc-home (HOME) contents[3].buttons[1].link::');
    expect(out).toMatch(/^::error title=content rc-home \(HOME\) contents\[7\]\.list\[0\]\.link::dead link: product 424242 is missing/m);
  });

  it('junit: well-formed XML with a failure per error and the paths as test names', () => {
    const xml = new new JSDOM('').window.DOMParser().parseFromString(run('junit').stdout, 'text/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.querySelectorAll('failure')).toHaveLength(errors().length);
    expect(xml.documentElement.getAttribute('failures')).toBe(String(errors().length));
    const names = [...xml.querySelectorAll('testcase')].map((c) => c.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(errors().map((f) => f.path)));
  });

  it('human: each finding with its path and pointer, then the summary line', () => {
    const out = run('human').stdout;
    for (const f of reference().findings) expect(out).toContain(f.path);
    expect(out).toContain('/contents/3/buttons/1/link');
    expect(out).not.toContain('\u001b['); // not a terminal: no colour
    const { sources, clean } = reference().summary;
    expect(out.trim().split('\n').at(-1)).toBe(`✖ ${errors().length} errors, ${warnings().length} warnings in ${sources} sources (${clean} clean)`);
  });
});

describe('record, then replay', () => {
  it('records every configured screen into the fixture layout, redacted', () => {
    expect(run('record').code).toBe(0);
    expect(run('record').stdout).toMatch(/Recorded \d+ answers .* \(\d+ values redacted\)/);
    for (const file of ['page/rc-home.json', 'content/rc-header-nav.json', 'content/rc-site-settings.json', 'model-content/rc-footer-info.json', 'product/1001.json', 'product/1002.json']) {
      expect(existsSync(join(recordedDir, file)), file).toBe(true);
    }
    const files = readdirSync(recordedDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    const all = files.map((f) => readFileSync(join(recordedDir, f), 'utf8')).join('\n');
    expect(all).not.toMatch(/service@example\.cn|138 1979 2024/);
    expect(all).toContain('redacted@example.com');
  });

  it('replays through the fixture server with the same verdicts as the live answers', () => {
    expect(run('replayed').code).toBe(run('clean').code);
    const [live, replayed] = [parseReport(run('clean')), parseReport(run('replayed'))];
    expect(replayed.sources).toEqual(live.sources);
    expect(replayed.findings).toEqual(live.findings);
  });

  it('keeps the committed recording (fixtures/recorded/demo) free of errors under today\'s schemas', () => {
    expect(run('committed').code).toBe(0);
    const files = readdirSync(join(ROOT, 'fixtures/recorded/demo'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(parseReport(run('committed')).summary.sources).toBe(files.length);
  });

  it('checks the recorded set as files too, one source per recorded answer', () => {
    expect(run('recordedFiles').code).toBe(0);
    const recorded = readdirSync(recordedDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(parseReport(run('recordedFiles')).summary.sources).toBe(recorded.length);
  });
});
