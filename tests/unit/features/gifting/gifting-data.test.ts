import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { groupGifting } from '../../../../src/features/gifting/gifting-data';
import { dealerColumns, dealerNames, giftingContacts } from '../../../../src/features/gifting/gifting-dealers';
import type { SiteSettings } from '../../../../schemas/cms/site-settings';

const item = (modelName: string, contents: unknown) => ({ modelName, contents: JSON.stringify(contents) });
const tile = (title: string) => ({ pic: '/fixture-images/gift-1.jpg', title: { text: title }, buttons: [] });
const settings = { label4Tel: '客服热线', desc4Tel: '400-820-1979', label4Phone: '经销合作', desc4Phone: '138 1979 2024', label4Email: '客服邮箱', desc4Email: 'service@example.cn' } as SiteSettings;

describe('dealerNames', () => {
  it('splits on ASCII and full-width commas and drops blanks', () => {
    expect(dealerNames(' 甲公司, 乙公司，丙公司,, ')).toEqual(['甲公司', '乙公司', '丙公司']);
    expect(dealerNames('')).toEqual([]);
  });

  it('gives back every name joined with commas', () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !/[,，]/.test(s) && s.trim() === s && s !== '');
    fc.assert(
      fc.property(fc.array(name), fc.constantFrom(',', '，', ', '), (names, comma) => {
        expect(dealerNames(names.join(comma))).toEqual(names);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dealerColumns', () => {
  it.each([[1, 1], [2, 2], [3, 3], [5, 3]])('lays %i name(s) out in %i column(s)', (count, columns) => {
    expect(dealerColumns(count)).toBe(columns);
  });
});

describe('giftingContacts', () => {
  it('falls back to the site settings field by field, and leaves out items without a value', () => {
    const main = { label4Tel: '礼赠热线', desc4Tel: '400-820-0000', label4Phone: '', desc4Phone: '', label4Email: '', desc4Email: '' };
    expect(giftingContacts(main as never, settings)).toEqual([
      { kind: 'tel', label: '礼赠热线', value: '400-820-0000' },
      { kind: 'mobile', label: '经销合作', value: '138 1979 2024' },
      { kind: 'email', label: '客服邮箱', value: 'service@example.cn' },
    ]);
    expect(giftingContacts(null, null)).toEqual([]);
  });
});

describe('groupGifting', () => {
  it('groups fixed_size_02 tiles, the category model and any other model as the main model, in order', () => {
    const grouped = groupGifting(
      [
        item('fixed_size_02', tile('甲')),
        item('giftingInfo', { title: '企业礼赠', desc: '说明' }),
        item('category', { title: '服务', list: [{ pic: '/a.jpg', titleText: '刻字' }] }),
        item('fixed_size_02', tile('乙')),
        item('somethingElse', { title: '第二个主模型' }),
      ],
    );
    expect(grouped.main?.title).toBe('企业礼赠');
    expect(grouped.tiles.map((t) => t.title.text)).toEqual(['甲', '乙']);
    expect(grouped.services.title).toBe('服务');
    expect(grouped.services.list.map((s) => s.titleText)).toEqual(['刻字']);
  });

  it('skips a model that breaks its contract, with one warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const grouped = groupGifting([item('fixed_size_02', { title: { text: '无图' } }), item('fixed_size_02', tile('乙')), { nope: 1 }]);
    expect(grouped.tiles.map((t) => t.title.text)).toEqual(['乙']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[gifting] entries skipped: contents[0].pic missing: an image or video URL; contents[2].modelName missing model name');
  });
});
