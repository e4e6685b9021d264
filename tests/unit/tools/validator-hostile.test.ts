// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { checkText } from '../../../tools/cms-validate/checks/body';
import { setImageHosts } from '../../../tools/cms-validate/checks/hostile';
import { checkPageContents } from '../../../tools/cms-validate/checks/responses';
import type { Issue } from '../../../tools/cms-validate/findings';
import { runCheck, type RunContext } from '../../../tools/cms-validate/run';
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

describe('the validator on hostile files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'validate-hostile-'));
  async function validate(name: string, text: string, extra: string[] = []): Promise<{ code: number; out: string }> {
    const file = join(dir, name);
    writeFileSync(file, text);
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
});
