// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fixtureRoutes } from '../../fixtures/routes';
import { catalogue } from '../../schemas/catalogue';
import { blockSchemas } from '../../schemas/cms/blocks';
import { idLike } from '../../schemas/common';
import { CONTENT_SCREENS } from '../../schemas/site-constants';
import { parseCommandLine, UsageError } from '../../tools/cms-validate/args';
import { schemaIssues } from '../../tools/cms-validate/checks/zod-issues';
import { parseEnvFile } from '../../tools/cms-validate/env-files';
import { toFindings, toPointer, toReadable, type Report } from '../../tools/cms-validate/findings';
import { cliFetch, createLimiter, type Exchange } from '../../tools/cms-validate/network';
import { createProgress } from '../../tools/cms-validate/progress';
import { formatHuman } from '../../tools/cms-validate/reporters/human';
import { exportSchemas } from '../../tools/cms-validate/schema-export';
import { OTHER_KINDS, SCREEN_NAMES, SCREENS } from '../../tools/cms-validate/screens';
import { readSettings, requireSettings } from '../../tools/cms-validate/settings';
import { createRedactor, REDACTED, REDACTED_EMAIL } from '../../tools/record/redact';
import { validContents } from '../unit/schemas/block-examples';

describe('the screen table', () => {
  it('has exactly the screens whose content id is a build setting', () => {
    expect([...SCREEN_NAMES].sort()).toEqual([...CONTENT_SCREENS].sort());
  });

  it('reaches only endpoints the fixture routes serve, so every answer can be recorded and replayed', () => {
    const served = new Set(fixtureRoutes.flatMap((route) => [route.path, ...(route.aliases ?? [])]));
    for (const kind of [...Object.values(SCREENS), ...Object.values(OTHER_KINDS)]) expect(served, kind.endpoint).toContain(kind.endpoint);
  });
});

describe('paths', () => {
  it('gives RFC 6901 pointers, escaping ~ and /', () => {
    expect(toPointer(['contents', 3, 'buttons', 1, 'link'])).toBe('/contents/3/buttons/1/link');
    expect(toPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
    expect(toPointer([])).toBe('');
  });

  it('gives readable paths, and (root) for the root', () => {
    expect(toReadable(['contents', 3, 'buttons', 1, 'link'])).toBe('contents[3].buttons[1].link');
    expect(toReadable([])).toBe('(root)');
  });
});

describe('what was expected and received', () => {
  const schema = z.looseObject({
    title: z.string(),
    kind: z.enum(['a', 'b']),
    list: z.array(z.string()).check(z.minLength(1)),
    id: idLike,
    url: z.string().check(z.refine((v) => v.startsWith('https://'), 'must be an https URL')),
    name: z.string().check(z.refine((v) => v !== '', 'must not be empty')),
  });
  const issues = schemaIssues(schema, { title: 3, kind: 'c', list: [], id: {}, url: 'http://x', name: '' });
  const byPath = Object.fromEntries(issues.map((i) => [toReadable(i.path), [i.expected, i.received]]));

  it('reads each zod issue code', () => {
    expect(byPath).toEqual({
      title: ['string', '3'],
      kind: ['"a" | "b"', '"c"'],
      list: ['at least 1 item', '[]'],
      id: ['string | number', '{}'],
      url: ['an https URL', '"http://x"'],
      name: ['not empty', '""'],
    });
  });

  it('takes our own wording over the zod code when a schema gives one (the block lists and records)', () => {
    const tiles = Array.from({ length: 5 }, () => validContents.fixedSize_02);
    const found = (contents: unknown) => schemaIssues(blockSchemas.FixedSize03, contents).map((i) => [toReadable(i.path), i.expected]);
    expect(found({ list: tiles })).toEqual([['list', 'at most 4 entries']]);
    expect(found({ list: [] })).toEqual([['list', 'at least one entry']]);
    expect(found({ list: { tiles: 5 } })).toEqual([['list', 'a list']]);
    expect(schemaIssues(blockSchemas.brandSpecialProducts, { ...validContents.brandSpecialProducts, banner: undefined }).map((i) => i.expected)).toEqual(['an object']);
  });

  it('says missing for an absent field and looks into JSON strings for the received value', () => {
    const wrapped = z.object({ contents: z.pipe(z.transform((v: unknown) => JSON.parse(String(v)) as unknown), z.object({ n: z.number() })) });
    expect(schemaIssues(wrapped, { contents: '{"n":"7"}' })).toEqual([expect.objectContaining({ path: ['contents', 'n'], expected: 'number', received: '"7"' })]);
    expect(schemaIssues(z.object({ n: z.number() }), {})).toEqual([expect.objectContaining({ received: 'missing' })]);
  });
});

describe('command line', () => {
  const check = (argv: string[]) => {
    const options = parseCommandLine(argv);
    if (options.command !== 'check') throw new Error(options.command);
    return options;
  };

  it('takes lists as repeated flags, trailing values or commas', () => {
    const options = check(['--product', '1001', '1002', '--content', 'rc-home,HEADER_NAV=nav-draft', '--page', 'a', '--page', 'b']);
    expect(options).toMatchObject({ product: ['1001', '1002'], content: ['rc-home', 'HEADER_NAV=nav-draft'], page: ['a', 'b'], format: 'human', level: 'warning' });
    expect(options.network).toEqual({ concurrency: 4, timeoutMs: 10000, retries: 2, backoffMs: 250 });
    expect(options.maxLinkTargets).toBe(500);
    expect(check(['--max-link-targets', '20']).maxLinkTargets).toBe(20);
  });

  it('reads a bare --fixtures as the bundled set', () => {
    expect(check(['--fixtures']).fixtures).toEqual(['']);
    expect(check(['--fixtures', '--format', 'json']).fixtures).toEqual(['']);
    expect(check(['--fixtures', 'demo']).fixtures).toEqual(['demo']);
  });

  it('knows the schema command and help', () => {
    expect(parseCommandLine(['schema', '--out', 'x'])).toEqual({ command: 'schema', out: 'x' });
    expect(parseCommandLine(['-h'])).toEqual({ command: 'help' });
  });

  it.each([
    [['--level', 'info']], [['--format', 'xml']], [['--concurrency', '0']], [['--timeout', 'soon']], [['--max-link-targets', '0']],
    [['stray']], [['--fixtures', 'a', 'b']], [['schema']], [['--out', 'x']], [['--nope']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommandLine(argv)).toThrow(UsageError);
  });
});

describe('build settings', () => {
  it('parses .env lines like Vite: comments, export, quotes', () => {
    expect(parseEnvFile('# c\nexport A=1\nB="two words"\nC=\'x#y\'\nD=plain # note\n\nE=')).toEqual({ A: '1', B: 'two words', C: 'x#y', D: 'plain', E: '' });
  });

  it('names every missing setting a full run needs, in one error', () => {
    const settings = readSettings({ VITE_CONTENT_ID_HOME: 'rc-home' });
    expect(settings.contentIds).toEqual({ HOME: 'rc-home' });
    expect(() => requireSettings(settings, true)).toThrow(/VITE_STORE_ID[\s\S]*VITE_CONTENT_ID_HEADER_NAV/);
    expect(() => requireSettings({ ...settings, storeId: '1001' }, false)).not.toThrow();
  });
});

describe('network', () => {
  const options = { concurrency: 2, timeoutMs: 50, retries: 2, backoffMs: 1 };
  const answers = (...statuses: number[]) => {
    const calls: string[] = [];
    const send = (async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
      return new Response(`{"n":${calls.length}}`, { status });
    }) as typeof fetch;
    return { calls, send };
  };

  it('retries a 5xx with backoff and keeps the final raw answer', async () => {
    const { calls, send } = answers(500, 502, 200);
    const log: Exchange[] = [];
    const response = await cliFetch(options, createLimiter(2), log, send)('http://api.test/x');
    expect(calls).toHaveLength(3);
    expect(await response.text()).toBe('{"n":3}');
    expect(log).toEqual([{ method: 'GET', url: 'http://api.test/x', status: 200, text: '{"n":3}' }]);
  });

  it('gives up after the retries and hands back the last 5xx', async () => {
    const { calls, send } = answers(503);
    const response = await cliFetch({ ...options, retries: 1 }, createLimiter(2), [], send)('http://api.test/x');
    expect([calls.length, response.status]).toEqual([2, 503]);
  });

  it('does not retry a 4xx', async () => {
    const { calls, send } = answers(404, 200);
    expect((await cliFetch(options, createLimiter(2), [], send)('http://api.test/x')).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('times out each attempt, retries, then fails naming the attempts', async () => {
    let attempts = 0;
    const silent = ((_input: RequestInfo | URL, init?: RequestInit) => {
      attempts += 1;
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof fetch;
    const log: Exchange[] = [];
    await expect(cliFetch({ ...options, retries: 1 }, createLimiter(2), log, silent)('http://api.test/x')).rejects.toThrow();
    expect(attempts).toBe(2);
    expect(log[0]?.error).toBe('no answer within 50 ms (2 attempts)');
  });

  it('runs at most `concurrency` requests at once', async () => {
    let active = 0;
    let peak = 0;
    const limit = createLimiter(3);
    await Promise.all(Array.from({ length: 10 }, () => limit(async () => {
      peak = Math.max(peak, (active += 1));
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
    })));
    expect(peak).toBe(3);
  });
});

describe('redaction of recordings', () => {
  it('masks e-mails, mobiles, identity numbers and URL credentials in text, and secret or personal keys', () => {
    const redactor = createRedactor();
    const out = redactor.value({
      desc4Email: 'service@example.cn',
      desc4Phone: '138 1979 2024',
      tel: '400-820-1979',
      note: '联系 13912345678 或 a.b@x.com.cn',
      id: '110105199003071234',
      spuId: '100000000000000001',
      link: 'https://x.cn/a?token=abc&b=1',
      accessToken: 'tok-123',
      personName: '张三',
      captchaKey: '',
    });
    expect(out).toEqual({
      desc4Email: REDACTED_EMAIL,
      desc4Phone: '138 0000 0000',
      tel: '400-820-1979',
      note: `联系 13900000000 或 ${REDACTED_EMAIL}`,
      id: REDACTED,
      spuId: '100000000000000001',
      link: 'https://x.cn/a?token=redacted&b=1',
      accessToken: REDACTED,
      personName: REDACTED,
      captchaKey: '',
    });
    expect(redactor.count).toBe(8);
  });

  it('redacts inside JSON strings and leaves untouched JSON strings byte for byte', () => {
    const redactor = createRedactor();
    const clean = '{"title": "春季新品",  "n": 1}';
    const out = redactor.value({ data: [{ contents: JSON.stringify({ email: 'a@b.cn' }) }, { contents: clean }] });
    expect(out).toEqual({ data: [{ contents: JSON.stringify({ email: REDACTED_EMAIL }) }, { contents: clean }] });
  });
});

describe('terminal output', () => {
  const report: Report = {
    sources: [{ kind: 'content', id: 'rc-home', screen: 'HOME' }],
    findings: toFindings({ kind: 'content', id: 'rc-home', screen: 'HOME' }, [
      { severity: 'error', rule: 'invalid', path: ['contents', 3, 'buttons', 1, 'link'], expected: 'object', received: '"/x"', message: 'bad link', index: 3, modelName: 'fixedSize_02' },
    ]),
    problems: [],
    hiddenWarnings: 0,
  };

  it('colours the human format only when asked', () => {
    expect(formatHuman(report, true)).toContain('\u001b[31merror');
    expect(formatHuman(report, false)).not.toContain('\u001b[');
    expect(formatHuman(report, false)).toContain('contents[3].buttons[1].link  block 3 fixedSize_02');
  });

  it('shows progress on a terminal only, for many sources, and clears it', () => {
    const written: string[] = [];
    const stream = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) }) as unknown as NodeJS.WriteStream;
    const tty = createProgress(stream(true));
    tty.update(1, 3);
    tty.update(4, 40);
    tty.clear();
    const pipe = createProgress(stream(false));
    pipe.update(4, 40);
    expect(written).toEqual(['\r\u001b[2Kchecking 4/40', '\r\u001b[2K']);
  });
});

describe('cms-validate schema', () => {
  it('writes one JSON Schema per catalogue contract', () => {
    const out = mkdtempSync(join(tmpdir(), 'cli-schemas-'));
    const files = exportSchemas(out);
    expect(readdirSync(out).sort()).toEqual(Object.keys(catalogue).map((name) => `${name}.json`).sort());
    expect(files).toHaveLength(Object.keys(catalogue).length);
    const hero = JSON.parse(readFileSync(join(out, 'cms.block.hero.json'), 'utf8')) as { $schema: string; title: string; required: string[] };
    expect(hero).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'cms.block.hero' });
    expect(hero.required).toContain('slides');
  });
});
