// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkPhoneNumbers } from '../../../src/engine/phone-links';
import { createRichTextSanitizer } from '../../../src/engine/rich-text';

// Phone numbers in CMS text (the service pages' 400-820-1979) dial when tapped and never break across lines.
const sanitize = createRichTextSanitizer(window);

describe('phone numbers in rich text', () => {
  it.each([
    ['a service line', '<p>客服热线 400-820-1979，周一至周日</p>', '<p>客服热线 <a href="tel:4008201979">400-820-1979</a>，周一至周日</p>'],
    ['a mobile', '<p>联系人：138 1979 2024</p>', '<p>联系人：<a href="tel:13819792024">138 1979 2024</a></p>'],
    ['a landline', '<li>上海 021-6288 1979</li>', '<li>上海 <a href="tel:02162881979">021-6288 1979</a></li>'],
    ['two in one text', '<p>400-820-1979 或 800-820-1979</p>', '<p><a href="tel:4008201979">400-820-1979</a> 或 <a href="tel:8008201979">800-820-1979</a></p>'],
  ])('%s becomes a tel: link', (_case, input, output) => {
    expect(sanitize(input)).toEqual({ html: output, dropped: [] });
  });

  it('keeps an editor\'s own tel: link, its number as digits, and wraps no number inside a link', () => {
    expect(sanitize('<p><a href="tel:400 820 1979">400-820-1979</a></p>')).toEqual({ html: '<p><a href="tel:4008201979">400-820-1979</a></p>', dropped: [] });
  });

  it.each(['订单号 2026112801979', '日期 2026-11-28', '价格 ¥5,680.00', '编号 4008201979123', '型号 A400-820-1979'])('leaves other figures as they are: %s', (text) => {
    expect(sanitize(`<p>${text}</p>`).html).toBe(`<p>${text}</p>`);
  });

  it('keeps the text as written and gives only tel: links of digits, whatever digits and separators surround a number (1,000 runs)', () => {
    const piece = fc.oneof(fc.constantFrom('400-820-1979', '138 1979 2024', '021-6288 1979', '-', ' ', '，', '+'), fc.stringMatching(/^\d{1,12}$/));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        // The policy's own step, on a text of its output (the whole sanitiser, 1,000 times, outlasts a busy runner's 5 s).
        const box = document.createElement('div');
        box.textContent = text;
        linkPhoneNumbers(box);
        expect(box.textContent).toBe(text);
        for (const link of box.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^tel:\d{10,12}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
