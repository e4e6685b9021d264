import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { modelEntrySchema, OTHER_MODELS, readEntries, skipKind } from '../../../schemas/cms/read-entries';
import { formatIssues, formatPath } from '../../../schemas/issue-format';

const item = (modelName: string, contents: unknown) => ({ modelName, contents: JSON.stringify(contents) });
const tile = z.object({ title: z.string() });
const count = z.object({ n: z.number() });
// A message of its own: zod's default text depends on whether a module has loaded zod's English messages (zod classic,
// or the validator does), which in a worker shared by many files is another file's doing.
const text = () => z.string({ error: 'must be text' });

describe('formatIssues', () => {
  it('writes each issue as its readable path and message, the value itself as (root)', () => {
    expect(formatPath(['data', 0, 'contents', 'title'])).toBe('data[0].contents.title');
    expect(formatIssues([{ path: ['list', 2, 'pic'], message: 'must not be empty' }, { path: [], message: 'expected a list' }]))
      .toBe('list[2].pic must not be empty; (root) expected a list');
  });

  it('formats zod’s own issues the same way', () => {
    const result = z.safeParse(z.object({ list: z.array(text()) }), { list: ['a', 1] });
    expect(formatIssues(result.error?.issues ?? [])).toBe('list[1] must be text');
  });
});

describe('readEntries', () => {
  it('reads a non-list as one skipped record and a throwing list as unreadable, never throwing', () => {
    expect(readEntries({ n: 1 }, count, ['navItem']).skipped).toEqual([{ index: 0, path: ['navItem'], message: 'expected a list', issues: [] }]);
    const hostile = new Proxy([], { get: (target, key) => (key === 'length' ? (() => { throw new Error('boom'); })() : Reflect.get(target, key)) });
    expect(readEntries(hostile, count).skipped.map((s) => s.message)).toEqual(['unreadable list: boom']);
  });

  it('counts the further faults of an entry in its message and keeps them all as issues', () => {
    const { skipped } = readEntries([{ a: 1 }], z.object({ b: text(), c: text() }), ['list']);
    expect(skipped[0]).toMatchObject({ index: 0, path: ['list', 0, 'b'], message: 'must be text (and 1 more)' });
    expect(skipped[0]?.issues.map((i) => i.path)).toEqual([['b'], ['c']]);
  });
});

describe('modelEntrySchema', () => {
  it('decodes each item’s contents and checks them with its model’s schema, paths inside the contents', () => {
    const { entries, skipped } = readEntries([item('tile', { title: '甲' }), item('count', { n: 'x' }), { modelName: 'count', contents: { n: 2 } }], modelEntrySchema({ tile, count }), ['contents']);
    expect(entries).toEqual([
      { index: 0, value: { model: 'tile', modelName: 'tile', value: { title: '甲' } } },
      { index: 2, value: { model: 'count', modelName: 'count', value: { n: 2 } } },
    ]);
    expect(skipped.map((s) => [s.path, skipKind(s)])).toEqual([[['contents', 1, 'n'], 'invalid']]);
  });

  it('tells malformed JSON, unknown models and broken items apart', () => {
    const { skipped } = readEntries([{ modelName: 'tile', contents: '{"title": ' }, item('countdown', {}), { contents: '{}' }, 'tile'], modelEntrySchema({ tile }, { unknown: 'skip' }));
    expect(skipped.map((s) => [s.index, skipKind(s), s.path])).toEqual([
      [0, 'malformed-json', [0]], [1, 'unknown-model', [1]], [2, 'invalid', [2, 'modelName']], [3, 'invalid', [3]],
    ]);
    expect(skipped[0]?.message).toMatch(/^malformed JSON: /);
  });

  it('reads ignored and (by default) unknown models as null, and lets OTHER_MODELS stand for every other model', () => {
    const list = [item('tile', { title: '甲' }), item('countdown', {}), item('main', { n: 1 })];
    expect(readEntries(list, modelEntrySchema({ tile }, { ignore: ['tile'] })).entries.map((e) => e.value)).toEqual([null, null, null]);
    const grouped = readEntries(list, modelEntrySchema({ tile, [OTHER_MODELS]: count }));
    expect(grouped.entries.map((e) => [e.index, e.value?.model])).toEqual([[0, 'tile'], [2, OTHER_MODELS]]);
    expect(grouped.skipped.map((s) => [s.index, s.path])).toEqual([[1, [1, 'n']]]);
  });
});
