import { writeFileSync } from 'node:fs';

/** One paragraph of the kind editors write: emphasis, a link to a product of the bundled set, a picture. */
const paragraph = (n: number) =>
  `<p>第${n}段：<strong>高尔夫</strong>球杆与家居，<a href="/pdp/1001">查看商品</a>，<em>限量发售</em><img src="/fixture-images/hero-1.jpg" alt="图${n}"></p>`;

/** Rich text of exactly `chars` characters, paragraph after paragraph (the last one cut, as a paste can be). */
export function richText(chars: number): string {
  let html = '';
  for (let n = 0; html.length < chars; n += 1) html += paragraph(n);
  return html.slice(0, chars);
}

/** Writes a page's contents answer of `blocks` common blocks, each holding rich text of `chars` characters. */
export function writeLargeRichTexts(file: string, { blocks, chars }: { blocks: number; chars: number }): void {
  const contents = JSON.stringify({ content: richText(chars) });
  const data = Array.from({ length: blocks }, () => ({ modelName: 'common', contents }));
  writeFileSync(file, JSON.stringify({ success: true, errorCode: '0', errorMessage: null, data }));
}

/** Writes a page's contents answer of one common block whose rich text holds `links` links to one product. */
export function writeManyLinks(file: string, links: number): void {
  const contents = JSON.stringify({ content: '<a href="/pdp/1001">x</a>'.repeat(links) });
  writeFileSync(file, JSON.stringify({ success: true, errorCode: '0', errorMessage: null, data: [{ modelName: 'common', contents }] }));
}
