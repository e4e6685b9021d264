import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupDepth } from '../../tools/cms-validate/checks/markup-depth';
import { scanProse } from '../../tools/cms-validate/checks/hostile';
import type { Issue } from '../../tools/cms-validate/findings';

const RUNS = { numRuns: 1000 };
const isControl = (code: number) => (code < 0x20 && ![9, 10, 13].includes(code)) || (code >= 0x7f && code <= 0x9f);
const CONTROL = fc.integer({ min: 0, max: 0x9f }).filter(isControl).map((c) => String.fromCharCode(c));
const rulesOf = (text: string) => {
  const out: Issue[] = [];
  scanProse(text, [], out, true);
  return out.map((i) => i.rule);
};

describe('control characters in text', () => {
  it('are reported wherever one stands', () => {
    fc.assert(fc.property(fc.string(), CONTROL, fc.string(), (before, control, after) => {
      expect(rulesOf(`${before}${control}${after}`)).toContain('control-characters');
    }), RUNS);
  });

  it('are not reported in text without any (tabs and line breaks are text)', () => {
    const clean = fc.string({ unit: fc.oneof(fc.constantFrom('\t', '\n', '\r'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) }).filter((s) => ![...s].some((c) => isControl(c.charCodeAt(0))));
    fc.assert(fc.property(clean, (text) => {
      expect(rulesOf(text)).not.toContain('control-characters');
    }), RUNS);
  });
});

/** A random element tree as HTML, with its depth. */
const tree: fc.Memo<{ html: string; depth: number }> = fc.memo((n) =>
  n <= 1
    ? fc.constantFrom({ html: 'text', depth: 0 }, { html: '<br>', depth: 0 }, { html: '<img src="/a.jpg">', depth: 0 })
    : fc.tuple(fc.constantFrom('div', 'span', 'ul', 'section', 'b'), fc.array(tree(n - 1), { maxLength: 3 })).map(([tag, children]) => ({
      html: `<${tag} class="x">${children.map((c) => c.html).join('')}</${tag}>`,
      depth: 1 + Math.max(0, ...children.map((c) => c.depth)),
    })),
);

describe('the depth of rich text', () => {
  it('is the depth of the element tree, however it is built', () => {
    fc.assert(fc.property(tree(8), ({ html, depth }) => {
      expect(markupDepth(html)).toBe(depth);
    }), RUNS);
  });

  it('is the nesting of any number of levels, read without recursion', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_000 }), (levels) => {
      expect(markupDepth(`${'<div>'.repeat(levels)}x${'</div>'.repeat(levels)}`)).toBe(levels);
    }), RUNS);
  });

  it('counts paragraphs and list items the parser closes as siblings, not levels', () => {
    expect(markupDepth('<p>a<p>b<p>c')).toBe(1);
    expect(markupDepth('<ul><li>a<li>b<li>c</ul>')).toBe(2);
  });
});
