import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blockModels } from '../../schemas/cms/blocks';
import { readerModels } from '../../schemas/cms/readers';
import { parseBlocks } from '../../src/engine/parse';
import { brokenFields, validContents, withField } from '../unit/schemas/block-examples';

const RUNS = { numRuns: 1000 };
const model = fc.constantFrom(...blockModels);

/** A valid block in wire form (contents a JSON string) or as an already-parsed object. */
const validItem = fc.tuple(model, fc.boolean()).map(([m, asString]) => ({
  item: { modelName: m, contents: asString ? JSON.stringify(validContents[m]) : structuredClone(validContents[m]) },
  model: m,
}));
/** Everything else the CMS might send: broken fields, unknown models, malformed JSON, any JSON at all. */
const garbageItem = fc.oneof(
  model.map((m) => ({ modelName: m, contents: JSON.stringify(withField(validContents[m], brokenFields[m].path, brokenFields[m].value)) })),
  fc.record({ modelName: fc.string(), contents: fc.jsonValue().map((v) => JSON.stringify(v)) }),
  fc.record({ modelName: model, contents: fc.string().map((s) => `{${s}`) }),
  fc.record({ modelName: model, contents: fc.jsonValue() }),
  fc.jsonValue(),
);
const anyItem = fc.oneof(validItem.map((v) => v.item), garbageItem);

describe('parseBlocks properties', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(anyItem)), (value) => {
        const { blocks, issues } = parseBlocks(value);
        expect(Array.isArray(blocks) && Array.isArray(issues)).toBe(true);
      }),
      RUNS,
    );
  });

  it('turns every item into exactly one block or one issue, in input order', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 30 }), (items) => {
        const { blocks, issues } = parseBlocks(items);
        const blockIndexes = blocks.map((b) => b.index);
        const issueIndexes = issues.map((i) => i.index);
        expect([...blockIndexes, ...issueIndexes].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
        expect(blockIndexes).toEqual([...blockIndexes].sort((a, b) => a - b));
        expect(issueIndexes).toEqual([...issueIndexes].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('keeps every valid block among garbage, with its model and position', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(validItem, garbageItem.map((item) => ({ item, model: null }))), { maxLength: 30 }), (entries) => {
        const { blocks } = parseBlocks(entries.map((e) => e.item));
        const expected = entries.flatMap((e, index) => (e.model ? [[index, e.model]] : []));
        const found = blocks.map((b) => [b.index, b.model]);
        for (const pair of expected) expect(found).toContainEqual(pair);
      }),
      RUNS,
    );
  });

  it('leaves the models pages read themselves alone and nothing else', () => {
    const readerItem = fc.record({ modelName: fc.constantFrom(...readerModels), contents: fc.jsonValue().map((v) => JSON.stringify(v)) });
    fc.assert(
      fc.property(fc.array(fc.oneof(anyItem, readerItem), { maxLength: 20 }), (items) => {
        const { blocks, issues } = parseBlocks(items);
        const names: readonly unknown[] = readerModels;
        const read = items.filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && names.includes((item as { modelName?: unknown }).modelName)).length;
        expect(blocks.length + issues.length).toBe(items.length - read);
        for (const issue of issues) expect(names).not.toContain(issue.modelName);
      }),
      RUNS,
    );
  });
});
