import fc from 'fast-check';

// HTML for the rich-text properties: hostile markup (the sanitiser's and the fallback's safety), and markup shaped
// like an editor's (the fallback's fidelity to what the sanitiser keeps).

const tag = fc.constantFrom('a', 'img', 'p', 'div', 'svg', 'math', 'script', 'style', 'iframe', 'form', 'input', 'area', 'base', 'object', 'details', 'span');
const attr = fc.constantFrom('href', 'src', 'style', 'id', 'name', 'class', 'onerror', 'onclick', 'target', 'rel', 'xlink:href', 'formaction', 'srcdoc', 'srcset', 'data-x');
const url = fc.oneof(
  fc.constantFrom('javascript:alert(1)', ' JAVASCRIPT:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x', 'file:///x', '//evil.example/x', '/\\evil.example', 'https://evil.example/x', '/pdp/1', 'position:fixed;inset:0'),
  fc.string(),
);
const element = fc.tuple(tag, fc.array(fc.tuple(attr, url), { maxLength: 4 }), fc.string({ maxLength: 20 })).map(
  ([t, attrs, text]) => `<${t} ${attrs.map(([a, v]) => `${a}="${v.replaceAll('"', '&quot;')}"`).join(' ')}>${text}</${t}>`,
);

/** Hostile HTML: tags and attributes that act, unsafe URLs, and arbitrary strings between them. */
export const hostileHtml = fc.array(fc.oneof(element, fc.string({ maxLength: 30 })), { maxLength: 6 }).map((parts) => parts.join(''));

const words = fc.string({ unit: fc.constantFrom(...'品牌 故事abc XYZ，。123'.split('')), maxLength: 12 });
const size = fc.integer({ min: 1, max: 2000 });
const picture = fc.option(fc.tuple(size, size), { nil: undefined }).map((wh) =>
  wh ? `<img src="/fixture-images/a.jpg" alt="图" width="${wh[0]}" height="${wh[1]}">` : '<img src="/fixture-images/a.jpg" alt="图">',
);
const inline = fc.oneof(
  words,
  words.map((text) => `<a href="/about-us">${text}</a>`),
  words.map((text) => `<a href="https://example.com/x">${text}</a>`),
  fc.tuple(fc.constantFrom('strong', 'em', 'b', 'i', 'u', 'span', 'small', 'sup', 'font', 'label'), words).map(([t, text]) => `<${t}>${text}</${t}>`),
  fc.constant('<br>'),
  picture,
);
const line = fc.array(inline, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));
const cells = (cell: string) => fc.array(line, { minLength: 1, maxLength: 2 }).map((texts) => texts.map((text) => `<${cell}>${text}</${cell}>`).join(''));
const { block } = fc.letrec<{ block: string }>((tie) => ({
  block: fc.oneof(
    // Two levels of wrappers at most: every shape an editor writes, at a size a jsdom sanitiser judges in milliseconds.
    { maxDepth: 2, depthSize: 'small', withCrossShrink: true },
    fc.tuple(fc.constantFrom('p', 'h2', 'h3', 'h4', 'blockquote', 'figcaption', 'pre'), line).map(([t, text]) => `<${t}>${text}</${t}>`),
    fc.tuple(fc.constantFrom('ul', 'ol'), cells('li')).map(([t, items]) => `<${t}>${items}</${t}>`),
    fc.tuple(cells('th'), fc.array(cells('td'), { minLength: 1, maxLength: 2 })).map(
      ([head, rows]) => `<table><thead><tr>${head}</tr></thead><tbody>${rows.map((row) => `<tr>${row}</tr>`).join('')}</tbody></table>`,
    ),
    fc.constantFrom('<hr>', '<script>alert(1)</script>', '<style>p{display:none}</style>', '<template><p>模板</p></template>', '<svg><text>图形</text></svg>'),
    fc.tuple(fc.constantFrom('div', 'section', 'article', 'center', 'h1', 'figure'), fc.array(tie('block'), { minLength: 1, maxLength: 2 })).map(
      ([t, inner]) => `<${t}>${inner.join('')}</${t}>`,
    ),
  ),
}));

/** Rich text as an editor writes it: paragraphs, headings, lists, tables, links, pictures, wrappers the policy unwraps. */
export const editorHtml = fc.array(block, { minLength: 1, maxLength: 3 }).map((blocks) => blocks.join(''));
