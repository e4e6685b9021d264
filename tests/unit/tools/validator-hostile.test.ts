// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { checkText } from '../../../tools/cms-validate/checks/body';
import { setImageHosts } from '../../../tools/cms-validate/checks/hostile';
import { checkPageContents } from '../../../tools/cms-validate/checks/responses';
import { MAX_TEXT, type Issue } from '../../../tools/cms-validate/findings';
import { runCheck, type RunContext } from '../../../tools/cms-validate/run';
import { readInput } from '../../../tools/cms-validate/sources/read-input';
import { parseCommandLine, type CheckOptions } from '../../../tools/cms-validate/args';
import { IMAGE_PAYLOADS, LINK_PAYLOADS, RICH_TEXT_PAYLOADS, TEXT_PAYLOADS } from '../../hostile/corpus';

const page = (...blocks: { modelName: string; contents: unknown }[]) => JSON.stringify({ success: true, errorCode: '0', data: blocks.map((b) => ({ ...b, contents: JSON.stringify(b.contents) })) });
const check = (text: string): Issue[] => checkText(text, checkPageContents()).issues;
const hero = (pic: string, val = '/products') => ({ modelName: 'hero', contents: { slides: [{ pic, link: { linkType: 4, val } }] } });

afterEach(() => setImageHosts(undefined));

describe('the corpus through the validator', () => {
  it('reports every rich-text payload (errors for what the sanitiser drops)', () => {
    for (const html of RICH_TEXT_PAYLOADS) {
      const issues = check(page({ modelName: 'common', contents: { content: html } }));
      expect(issues.length, html.slice(0, 60)).toBeGreaterThan(0);
      expect(issues.every((i) => i.path.join('.') === 'contents.0.content')).toBe(true);
    }
  }, 60_000);

  it('reports every text payload in a text field', () => {
    for (const text of TEXT_PAYLOADS) {
      const issues = check(page({ modelName: 'highlight', contents: { title: text } }));
      expect(issues.map((i) => i.rule), text.slice(0, 60)).not.toEqual([]);
    }
  });

  it('reports every image payload as an error (the off-site host once the site origins are known)', () => {
    setImageHosts(['https://www.example.cn']);
    for (const url of IMAGE_PAYLOADS) {
      const errors = check(page(hero(url))).filter((i) => i.severity === 'error');
      expect(errors.map((i) => i.path.join('.')), url.slice(0, 60)).toContain('contents.0.slides.0.pic');
    }
  });

  it('reports every link payload, as a site path (type 4) and as an external URL (type 1)', () => {
    for (const val of LINK_PAYLOADS) {
      for (const linkType of [1, 4]) {
        const issues = check(page({ modelName: 'hero', contents: { slides: [{ pic: '/a.jpg', link: { linkType, val } }] } }));
        expect(issues.filter((i) => i.path.join('.').startsWith('contents.0.slides.0.link')).length, `${linkType} ${val.slice(0, 40)}`).toBeGreaterThan(0);
      }
    }
  });

  // Far more than a call takes as arguments (about 125,000): each is added one at a time.
  it('collects 200,000 links of one block, and 200,000 duplicate keys, without overflowing the stack', () => {
    const links = checkText(page({ modelName: 'common', contents: { content: '<a href="/pdp/1001">x</a>'.repeat(200_000) } }), checkPageContents());
    expect(links.links).toHaveLength(200_000);
    expect(links.issues.map((i) => i.rule)).toEqual(['rich-text-too-large', 'long-text']);
    const keys = `{${'"title":"a",'.repeat(200_000)}"title":"a"}`;
    const duplicates = check(`{"success":true,"errorCode":"0","data":[{"modelName":"highlight","contents":${JSON.stringify(keys)}}]}`);
    expect(duplicates.filter((i) => i.rule === 'duplicate-key')).toHaveLength(200_000);
  }, 60_000);

  it('calls a clean page clean', () => {
    expect(check(page(hero('/fixture-images/hero-1.jpg'), { modelName: 'common', contents: { content: '<p>好 <a href="/products">产品</a></p>' } }))).toEqual([]);
  });

  it('errors on a style attribute, an unresolvable rich-text link and a javascript: image; warns on an off-site link and an http image', () => {
    const issues = check(page({ modelName: 'common', contents: { content: '<a href="https://x.example/" style="position:fixed">a</a><a href="//evil.example/">b</a><img src="javascript:alert(1)">' } }, hero('http://img.example.cn/a.jpg')));
    expect(issues.map((i) => `${i.severity} ${i.rule}`).sort()).toEqual([
      'error rich-text-attribute', 'error rich-text-image', 'error rich-text-link', 'warning insecure-url', 'warning offsite-link',
    ]);
  });
});

// Some runs read 64 MB (a device, a FIFO): well within 5 s when quiet, past it at a load of 11 on 2 cores.
describe('the validator on hostile files', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'validate-hostile-'));
  async function validate(name: string, text: string | Buffer, extra: string[] = []): Promise<{ code: number; out: string }> {
    const file = join(dir, name);
    writeFileSync(file, text);
    return validatePath(file, extra);
  }
  async function validatePath(file: string, extra: string[] = []): Promise<{ code: number; out: string }> {
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const ctx = { cwd: process.cwd(), env: {}, stdout, stderr: stdout } as unknown as RunContext;
    const code = await runCheck(parseCommandLine(['--file', `HOME=${file}`, '--format', 'json', ...extra]) as CheckOptions, ctx);
    return { code, out };
  }
  const rules = (out: string) => (JSON.parse(out) as { findings: Issue[] }).findings.map((f) => f.rule);

  it('reports content nested 10,000 deep as a finding instead of overflowing the stack', async () => {
    let deep = '"<img src=x onerror=alert(1)>"';
    for (let i = 0; i < 10_000; i += 1) deep = `{"a":${deep}}`;
    const contents = `{"slides":[{"pic":"/a.jpg","link":{"linkType":4,"val":"//evil.example","extra":${deep}}}]}`;
    const text = `{"success":true,"errorCode":"0","data":[{"modelName":"hero","contents":${JSON.stringify(contents)}}]}`;
    const { code, out } = await validate('deep.json', text);
    expect(code).toBe(1);
    expect(rules(out)).toEqual(expect.arrayContaining(['link-refused', 'too-deep']));
  });

  it('never copies a huge value into a finding: expected, received and message are cut with an ellipsis', async () => {
    const huge = 'x'.repeat(100_000);
    const card = { spuId: '1001', image: '/fixture-images/driver.jpg', name: huge, price: 5680, link: { linkType: 3, linkSpuId: '1001' } };
    const text = page(
      { modelName: huge, contents: {} },
      hero('/a.jpg', `/${huge}`),
      { modelName: 'products', contents: { title: '商品', list: [card] } },
      { modelName: 'common', contents: { content: `<${huge.slice(50_000)}>a` } },
    ).replace('{', `{"${huge}":1,"${huge}":2,`);
    const findings = (JSON.parse((await validate('huge-values.json', text)).out) as { findings: Issue[] }).findings;
    expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['duplicate-key', 'unknown-model', 'no-route', 'name-differs', 'rich-text-tag']));
    for (const f of findings) {
      for (const field of [f.expected, f.received, f.message]) expect(field.length, `${f.rule}: ${field.slice(0, 80)}`).toBeLessThanOrEqual(MAX_TEXT);
    }
    expect(findings.find((f) => f.rule === 'no-route')?.message).toMatch(/^dead link: no page of the site has the path \/x+…$/);
  });

  it('reads a file with a byte-order mark', async () => {
    const { code, out } = await validate('bom.json', `\ufeff${page(hero('/a.jpg'))}`);
    expect(rules(out)).toEqual([]);
    expect(code).toBe(0);
  });

  it('warns on duplicate keys, in the file and inside its JSON-string contents', async () => {
    const text = '{"success":true,"success":true,"errorCode":"0","data":[{"modelName":"common","contents":"{\\"content\\":\\"<p>a</p>\\",\\"content\\":\\"<p>b</p>\\"}"}]}';
    const { code, out } = await validate('dup.json', text);
    const findings = (JSON.parse(out) as { findings: (Issue & { pointer: string })[] }).findings;
    expect(findings.map((f) => `${f.severity} ${f.rule} ${f.pointer}`)).toEqual(['warning duplicate-key /success', 'warning duplicate-key /data/0/contents/content']);
    expect(code).toBe(0);
  });

  it('checks a 5 MB value without crashing and says it is huge', async () => {
    const { out } = await validate('big.json', page({ modelName: 'highlight', contents: { title: 'x'.repeat(5 * 1024 * 1024) } }));
    expect(rules(out)).toContain('long-text');
  });

  it('reports rich text nested 4,000 deep as a finding instead of overflowing the stack', async () => {
    const html = `${'<div>'.repeat(4000)}x${'</div>'.repeat(4000)}`;
    const { code, out } = await validate('deep-rich.json', page({ modelName: 'common', contents: { content: html } }));
    expect(rules(out)).toContain('rich-text-too-deep');
    expect(code).toBe(1);
  });

  it('reports megabytes of rich text as a finding, without handing it to the sanitiser', async () => {
    // 5 MB: the sanitiser needs minutes for it (28 s per MB); 50 MB goes the same way (measured with the CLI: 2 s).
    const html = `<p>${'<b>x</b> '.repeat(5 * 1024 * 1024 / 9)}</p>`;
    const { code, out } = await validate('huge-rich.json', page({ modelName: 'common', contents: { content: html } }));
    expect(rules(out)).toContain('rich-text-too-large');
    expect(code).toBe(1);
  });

  it('reports a file that is not UTF-8 as an error with the offset of its first bad byte', async () => {
    const text = page({ modelName: 'highlight', contents: { title: 'café' } });
    const latin1 = Buffer.from(text, 'latin1');
    const { code, out } = await validate('latin1.json', latin1);
    const findings = (JSON.parse(out) as { findings: Issue[] }).findings;
    expect(findings).toEqual([expect.objectContaining({ rule: 'not-utf8', severity: 'error', received: `byte ${text.indexOf('é')}` })]);
    expect(code).toBe(1);
  });

  it('warns on control characters in text', async () => {
    const { out } = await validate('control.json', page({ modelName: 'highlight', contents: { title: 'golf\u0007 club' } }));
    expect((JSON.parse(out) as { findings: Issue[] }).findings).toEqual([expect.objectContaining({ rule: 'control-characters', message: expect.stringContaining('U+0007 at 4') })]);
  });

  it('stops reading the endless /dev/zero at the byte cap and exits 2 naming it', async () => {
    const { code, out } = await validatePath('/dev/zero');
    const report = JSON.parse(out) as { problems: { message: string }[] };
    expect(report.problems).toEqual([{ source: expect.anything(), message: '/dev/zero is larger than 64 MB (or has no end, like /dev/zero): not read' }]);
    expect(code).toBe(2);
  });

  // The cap read through is the same for every endless input (the run above answers it): these say the reading stops, under a 1 MB cap.
  it('stops reading /dev/urandom at the byte cap', () => {
    expect(readInput('/dev/urandom', 1024 * 1024)).toEqual({ tooLarge: true });
  });

  it('stops reading a FIFO that never ends at the byte cap', async () => {
    const fifo = join(dir, 'endless.fifo');
    await new Promise((done) => spawn('mkfifo', [fifo]).on('close', done));
    const writer = spawn('sh', ['-c', `cat /dev/zero > '${fifo}'`]);
    const writerGone = new Promise((done) => writer.on('close', done));
    try {
      expect(readInput(fifo, 1024 * 1024)).toEqual({ tooLarge: true });
    } finally {
      writer.kill();
      await writerGone;
    }
  });
});
