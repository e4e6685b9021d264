// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createRichTextSanitizer } from '../../src/engine/rich-text';
import { RICH_TEXT_ATTRS, RICH_TEXT_TAGS } from '../../src/engine/rich-text-tags';

// Written here, not imported: a tag or attribute added to the allowlist by mistake turns this file red.
const FORBIDDEN_TAGS = [
  'script', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'style', 'link', 'meta', 'base',
  'form', 'input', 'button', 'select', 'textarea', 'option', 'svg', 'math', 'template', 'slot', 'portal', 'video',
  'audio', 'source', 'track', 'picture', 'canvas', 'dialog', 'details', 'area', 'map', 'marquee', 'title', 'head', 'body', 'html',
];
const FORBIDDEN_ATTRS = [
  'onclick', 'onerror', 'onload', 'onmouseover', 'onfocus', 'onblur', 'onanimationstart', 'onpointerdown', 'ontoggle',
  'style', 'class', 'id', 'name', 'srcdoc', 'srcset', 'formaction', 'action', 'xlink:href', 'xmlns', 'background', 'poster',
  'ping', 'form', 'target', 'rel', 'autofocus', 'contenteditable', 'popover', 'is', 'data-x', 'aria-hidden', 'tabindex',
];

const sanitize = createRichTextSanitizer(window);

/** Every element of sanitised HTML, parsed back the way the browser will. */
function parsed(html: string) {
  const box = document.createElement('div');
  box.innerHTML = html;
  return Array.from(box.querySelectorAll('*'));
}

describe('the rich-text allowlist', () => {
  it('names none of the tags and attributes that act, load or restyle (an on* handler above all)', () => {
    expect(RICH_TEXT_TAGS.filter((t) => FORBIDDEN_TAGS.includes(t))).toEqual([]);
    expect(RICH_TEXT_ATTRS.filter((a) => FORBIDDEN_ATTRS.includes(a) || /^on/i.test(a))).toEqual([]);
  });

  it('lets none of the forbidden tags through the sanitiser', () => {
    for (const tag of FORBIDDEN_TAGS) {
      const out = sanitize(`<p>a<${tag} src="/x.jpg" href="/x">b</${tag}>c</p>`).html;
      expect(parsed(out).map((el) => el.tagName.toLowerCase()), tag).not.toContain(tag);
    }
  });

  it('lets none of the forbidden attributes through the sanitiser, on an internal link, a picture or a paragraph', () => {
    for (const attr of FORBIDDEN_ATTRS) {
      const out = sanitize(`<a href="/about-us" ${attr}="alert(1)">a</a><img src="/a.jpg" ${attr}="alert(1)"><p ${attr}="alert(1)">p</p>`).html;
      const kept = parsed(out).flatMap((el) => Array.from(el.attributes, (a) => a.name));
      expect(kept, attr).not.toContain(attr);
    }
  });
});
