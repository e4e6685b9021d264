// @vitest-environment jsdom
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer } from '../../src/engine/rich-text';
import { RICH_TEXT_TAGS } from '../../src/engine/rich-text-tags';
import { htmlShape } from '../../src/ui/rich-text-fallback';
import { editorHtml, hostileHtml } from './html-arbitraries';

const sanitize = createRichTextSanitizer(window);
const RUNS = { numRuns: 1000 };

/** The fallback of `html` as the DOM it becomes. */
function fallback(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(<>{htmlShape(html)}</>);
  return box;
}

/** What decides a rich text's height: its elements and words; a link counts as its words, a picture as its box. */
function skeleton(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (!(node instanceof Element)) return '';
  const inner = [...node.childNodes].map(skeleton).join('');
  const tag = node.localName;
  if (tag === 'a') return inner;
  if (tag === 'img') return node.hasAttribute('width') ? `[img ${node.getAttribute('width')}x${node.getAttribute('height')}]` : '';
  const span = ['colspan', 'rowspan'].map((name) => node.getAttribute(name) ?? '').join(',');
  return `<${tag}${span === ',' ? '' : ` ${span}`}>${inner}</${tag}>`;
}

describe('the rich-text fallback (before the sanitiser arrives)', () => {
  it('holds only the policy tags, less links; pictures are boxes with nothing to fetch; no attribute acts', () => {
    const tags = new Set<string>(RICH_TEXT_TAGS.filter((tag) => tag !== 'a'));
    const attrs = new Set(['alt', 'width', 'height', 'colspan', 'rowspan']);
    fc.assert(fc.property(hostileHtml, (input) => {
      for (const el of fallback(input).querySelectorAll('*')) {
        expect(tags.has(el.localName)).toBe(true);
        for (const a of Array.from(el.attributes)) expect(attrs.has(a.name)).toBe(true);
        if (el.localName === 'img') expect(el.getAttribute('alt')).toBe('');
      }
    }), RUNS);
  }, 60_000);

  it('has the shape of the sanitised markup: the same elements and words, the same picture boxes', () => {
    fc.assert(fc.property(editorHtml, (input) => {
      const sanitised = document.createElement('div');
      sanitised.innerHTML = sanitize(input).html;
      expect(skeleton(fallback(input))).toBe(skeleton(sanitised));
    }), RUNS);
  }, 60_000);
});
