import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { blockModels, blockSchemas, isBlockModel } from '../../../schemas/cms/blocks';
import { catalogue } from '../../../schemas/catalogue';
import { brokenFields, validContents, withField } from './block-examples';

describe('block schemas', () => {
  it('cover the 15 models of the spec, in its order, then the site\'s faq, each in the catalogue', () => {
    expect(blockModels).toEqual([
      'hero', 'fixedSize_02', 'category', 'spacing', 'videoBlock', 'highlight', 'goods', 'products', 'common',
      'FixedSize03', 'brandStoryTitle', 'imageList', 'brandSpecialProducts', 'brandGoodsModel', 'category02', 'faq',
    ]);
    for (const model of blockModels) expect(catalogue[`cms.block.${model}`]).toBe(blockSchemas[model]);
    expect(isBlockModel('hero')).toBe(true);
    expect(isBlockModel('toString')).toBe(false);
  });

  describe.each(blockModels)('%s', (model) => {
    it('accepts a valid example, extra fields included', () => {
      const result = blockSchemas[model].safeParse({ ...validContents[model], editorNote: 'kept', styleConfig: { useRadius: '1', radius: '8' } });
      expect(result.error?.issues).toBeUndefined();
      expect(result.data).toMatchObject({ editorNote: 'kept', styleConfig: { useRadius: true, radius: 8 } });
    });

    it('rejects a broken rendered field with its path', () => {
      const { path, value } = brokenFields[model];
      const result = blockSchemas[model].safeParse(withField(validContents[model], path, value));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
    });
  });
});

describe('tolerant readers of the block schemas', () => {
  it('normalise numeric strings, px sizes, flags and empty colours once', () => {
    const tile = blockSchemas.fixedSize_02.parse({
      pic: '/fixture-images/lifestyle-1.jpg', picLocation: '3', textAlign: '3', textBackground: '',
      title: { text: '标题', size: '18px', color: null }, buttons: null,
    });
    expect(tile).toMatchObject({ picLocation: 3, textAlign: 3, title: { text: '标题', size: 18 }, buttons: [], subTitle: { text: '' } });
    expect(tile.textBackground).toBeUndefined();
    expect(tile.title.color).toBeUndefined();
    const video = blockSchemas.videoBlock.parse({ videoUrl: 'https://cdn.example.com/v.mp4', autoplay: 'Y', loop: '' });
    expect(video).toMatchObject({ autoplay: true, loop: false });
    const hero = blockSchemas.hero.parse({ slides: [{ pic: 'https://cdn.example.com/a.jpg' }], interval: 100 });
    expect(hero.interval).toBe(2000);
  });

  it('reject more than four FixedSize03 tiles and empty lists', () => {
    const tiles = (validContents.FixedSize03.list as unknown[]).concat(validContents.FixedSize03.list as unknown[], [validContents.fixedSize_02]);
    const result = blockSchemas.FixedSize03.safeParse({ list: tiles });
    expect(result.error?.issues[0]).toMatchObject({ path: ['list'], message: 'must hold at most 4 entries' });
  });
});

describe('block schema readers', () => {
  it('leave the input untouched and keep a "__proto__" field a plain field', () => {
    const input = JSON.parse('{"content": "<p>x</p>", "__proto__": {"polluted": true}}') as Record<string, unknown>;
    const before = JSON.stringify(input);
    const out = blockSchemas.common.parse(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('report every problem of a block at its own path', () => {
    const result = blockSchemas.category.safeParse({ columns: 'many', list: [{ pic: 1, titleText: '' }] });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['columns'], 'must be numeric'],
      [['list', 0, 'pic'], 'must be an image or video URL'],
      [['list', 0, 'titleText'], 'must not be empty'],
    ]);
  });

  it('export a JSON Schema of their fields for the validator CLI', () => {
    const json = z.toJSONSchema(blockSchemas.hero, { io: 'input', unrepresentable: 'any' }) as unknown as {
      type: string; required: string[]; properties: { slides: { type: string; items: { required: string[] } } };
    };
    expect(json.type).toBe('object');
    expect(json.required).toEqual(['slides']);
    expect(json.properties.slides.type).toBe('array');
    expect(json.properties.slides.items.required).toEqual(['pic']);
  });
});
