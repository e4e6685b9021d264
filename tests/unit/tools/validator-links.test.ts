// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/endpoints';
import { parseCommandLine, type CheckOptions } from '../../../tools/cms-validate/args';
import { MAX_TEXT, type Finding } from '../../../tools/cms-validate/findings';
import { runCheck, type RunContext } from '../../../tools/cms-validate/run';
import { fixtureServer, TEST_API_BASE, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

// The link stage in process, on the fixture API of this checkout: the broken copy in fixtures/faulty/ holds every kind
// of dead link (and two misdescribed product cards); the bundled set must have none.

interface JsonReport {
  findings: (Omit<Finding, "path"> & { path: string })[];
  problems: { message: string }[];
}

async function validateAs(format: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string; terminal: string[] }> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // stderr as a terminal: the progress line shows there.
  const terminal: string[] = [];
  const stderr = { isTTY: true, write: (text: string) => terminal.push(text) };
  const ctx = { cwd: process.cwd(), env, stdout, stderr } as unknown as RunContext;
  const code = await runCheck(parseCommandLine([...args, '--format', format]) as CheckOptions, ctx);
  return { code, out, terminal };
}

async function validate(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; report: JsonReport; terminal: string[] }> {
  const { code, out, terminal } = await validateAs('json', args, env);
  return { code, report: JSON.parse(out) as JsonReport, terminal };
}

const LINK_RULES = new Set(['dead-link', 'no-route', 'name-differs', 'price-differs']);
const linkFindings = (report: JsonReport) =>
  report.findings.filter((f) => LINK_RULES.has(f.rule)).map((f) => `${f.source.id.split('/').pop()} ${f.path} ${f.rule} -> ${/exists: (.+)$/.exec(f.expected)?.[1] ?? f.received}`);

const BROKEN = [
  '--fixtures', 'fixtures/faulty',
  '--file', 'HEADER_NAV=fixtures/faulty/content/rc-broken-header-nav.json', 'FOOTER_NAV=fixtures/faulty/content/rc-broken-footer-nav.json',
];

// Each run checks a whole fixture set in process: about a second when quiet, past the 5 s default at a load of 11 on 2 cores.
describe('the link stage', { timeout: 30_000 }, () => {
  it('names every dead link of the broken copy, by kind, with its path and the target it tried', async () => {
    const { code, report } = await validate(BROKEN);
    expect(code).toBe(1);
    expect(report.problems).toEqual([]);
    expect(linkFindings(report).sort()).toEqual([
      // link objects of every type: product (3), category (5), page config (7), brand-story page (2)
      'rc-broken-links.json contents[0].slides[0].link dead-link -> /pdp/9999',
      'rc-broken-links.json contents[0].slides[1].link dead-link -> /products/no-such-series',
      'rc-broken-links.json contents[1].buttons[0].link dead-link -> page config pc-deleted-campaign',
      'rc-broken-links.json contents[1].buttons[1].link dead-link -> /brand-story/pc-deleted-story',
      // site paths (4): no route, and the id of a news article, a product, a short link, a category
      'rc-broken-links.json contents[2].list[0].link no-route -> /no-such-page',
      'rc-broken-links.json contents[2].list[1].link dead-link -> /news/999999',
      'rc-broken-links.json contents[2].list[2].link dead-link -> /pdp/8888',
      'rc-broken-links.json contents[2].list[3].link dead-link -> /s/no-such-code',
      // a short link that exists, whose own target does not
      'rc-broken-links.json contents[2].list[4].link dead-link -> /pdp/7777',
      'rc-broken-links.json contents[2].list[5].link dead-link -> /products/category/nowhere',
      // cards: a name and a price that are not the product's, a card of a missing product
      'rc-broken-links.json contents[3].list[0].link name-differs -> "SIM3 MAX 一号木（旧款）"',
      'rc-broken-links.json contents[3].list[1].link price-differs -> "12800"',
      'rc-broken-links.json contents[3].list[2].link dead-link -> /pdp/3001',
      // rich-text hrefs
      'rc-broken-links.json contents[4].content dead-link -> /news/424242',
      'rc-broken-links.json contents[4].content no-route -> /not-a-route',
      // nav and footer links, and a short link's own file
      'rc-broken-header-nav.json navItem[0].navJump no-route -> /no-such-nav',
      'rc-broken-header-nav.json navItem[0].data[0].linkUrl dead-link -> /products/retired-series',
      'rc-broken-footer-nav.json navItem[0].data[0].linkUrl dead-link -> /products/ghost',
      'dead-target.json data dead-link -> /pdp/7777',
      // the contents of a model (queryReadableContentByModelId)
      'brokenModel.json data[0].buttons[0].link no-route -> /customer-service/engraving',
    ].sort());
  });

  it('says which values differ on a card, both of them', async () => {
    const { report } = await validate(BROKEN);
    const price = report.findings.find((f) => f.rule === 'price-differs');
    expect(price?.message).toContain('"12800"');
    expect(price?.message).toContain('"9800"');
    expect(price?.severity).toBe('warning');
  });

  it('finds nothing in the bundled set, which exits 0', async () => {
    const { code, report } = await validate(['--fixtures']);
    expect(linkFindings(report)).toEqual([]);
    expect(code).toBe(0);
  });

  it('counts the targets it asks on a terminal, each once, and clears the line at the end', async () => {
    const { terminal } = await validate(BROKEN);
    const counts = terminal.flatMap((line) => /checking link targets (\d+)\/(\d+)/.exec(line)?.slice(1).map(Number) ?? []);
    const last = terminal.filter((line) => line.includes('checking link targets')).at(-1);
    // 18 distinct targets behind the copy's links (product 7777 twice: a short link's target and a short link file's), each asked once.
    expect(last).toBe('\r\u001b[2Kchecking link targets 18/18');
    expect(Math.max(...counts)).toBe(18);
    expect(terminal.at(-1)).toBe('\r\u001b[2K');
  });

  it('skips the stage with --no-links', async () => {
    const { report } = await validate([...BROKEN, '--no-links']);
    expect(linkFindings(report)).toEqual([]);
  });
});

/** The backend knows every product (each answered with product 1001's detail) and notes each one it is asked about. */
function productBackend(): string[] {
  const detail = JSON.parse(readFileSync('fixtures/recorded/demo/product/1001.json', 'utf8')) as Record<string, unknown>;
  const asked: string[] = [];
  fixtureServer.use(http.get(`${TEST_API_BASE}${endpoints.productDetail.path}`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('productId') ?? '');
    return HttpResponse.json(detail);
  }));
  return asked;
}

describe('the limit on link targets', () => {
  // A file of 12 slides, each linking a product of its own: 12 distinct targets.
  const ids = Array.from({ length: 12 }, (_, i) => String(5001 + i));
  const slides = ids.map((id) => ({ pic: '/fixture-images/hero-1.jpg', link: { linkType: 3, linkSpuId: id } }));
  const file = join(mkdtempSync(join(tmpdir(), 'link-limit-')), 'home.json');
  writeFileSync(file, JSON.stringify({ success: true, errorCode: '0', data: [{ modelName: 'hero', contents: JSON.stringify({ slides }) }] }));
  const run = (format: string, limit: number) => validateAs(format, ['--file', file, '--max-link-targets', String(limit)], { VITE_API_BASE_URL: TEST_API_BASE });
  const NOT_CHECKED = 'link targets not checked: 7 (behind 7 links), past the limit of 5 per run (--max-link-targets 5); raise the limit to check them all';

  it('asks about exactly as many targets as the limit, the first ones, and reports the rest as one problem (exit 2)', async () => {
    const asked = productBackend();
    const { code, out } = await run('json', 5);
    expect(asked.sort()).toEqual(ids.slice(0, 5));
    expect(JSON.parse(out)).toMatchObject({ findings: [], problems: [{ message: NOT_CHECKED }], summary: { errors: 0, problems: 1 } });
    expect(code).toBe(2);
  });

  it('asks about every target when they are within the limit', async () => {
    const asked = productBackend();
    const { code, out } = await run('json', 12);
    expect(asked.sort()).toEqual(ids);
    expect(JSON.parse(out)).toMatchObject({ problems: [] });
    expect(code).toBe(0);
  });

  it.each([
    ['human', `problem  ${NOT_CHECKED}`],
    ['ndjson', JSON.stringify({ type: 'problem', message: NOT_CHECKED })],
    ['github', `::error title=cms-validate::${NOT_CHECKED}`],
    ['junit', `<error message="${NOT_CHECKED}"/>`],
  ])('says so in the %s format', async (format, line) => {
    productBackend();
    const { code, out } = await run(format, 5);
    expect(out).toContain(line);
    expect(code).toBe(2);
  });
});

describe('a link target the backend could not answer about', () => {
  it('is one problem that names it, cut with an ellipsis when the content wrote a huge one', async () => {
    fixtureServer.use(http.get(`${TEST_API_BASE}${endpoints.productDetail.path}`, () => new HttpResponse(null, { status: 500 })));
    const id = '9'.repeat(100_000);
    const file = join(mkdtempSync(join(tmpdir(), 'link-unchecked-')), 'home.json');
    const slides = [{ pic: '/fixture-images/hero-1.jpg', link: { linkType: 3, linkSpuId: id } }];
    writeFileSync(file, JSON.stringify({ success: true, errorCode: '0', data: [{ modelName: 'hero', contents: JSON.stringify({ slides }) }] }));
    const { code, report } = await validate(['--file', file, '--retries', '0'], { VITE_API_BASE_URL: TEST_API_BASE });
    expect(report.problems).toEqual([{ source: expect.anything(), message: expect.stringMatching(/^link target \/pdp\/9+…$/) }]);
    expect(report.problems[0]?.message.length).toBe(MAX_TEXT);
    expect(code).toBe(2);
  });
});
