import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorMessage } from '../../../../src/features/preview/editor-messages';
import { parseBlocks } from '../../../../src/engine/parse';

describe('editor messages', () => {
  it.each([
    ['malformed JSON: Unexpected end of JSON input', 'JSON 格式错误：Unexpected end of JSON input'],
    ['unknown model "carousel3d"', '未知模型 "carousel3d"：网站没有此模型的组件，会跳过此区块'],
    ['must hold at most 6 entries', '最多 6 项'],
    ['Invalid input: expected string, received undefined', '输入无效：应为 string，实际为 undefined'],
  ])('says %j in Chinese', (english, chinese) => {
    expect(editorMessage(english)).toBe(chinese);
  });

  it('leaves a message it does not know as it is, so nothing an editor needs is lost', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const said = editorMessage(`zz ${text}`);
        expect(said).toBe(`zz ${text}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('has Chinese for every message the engine gives on a broken page', () => {
    const items = [null, { modelName: '' }, { modelName: 'nope', contents: '{}' }, { modelName: 'hero', contents: '{' }, { modelName: 'spacing', contents: '{"height":"x"}' }];
    const { issues } = parseBlocks(items);
    expect(issues.length).toBe(items.length);
    for (const issue of issues) expect(editorMessage(issue.message), issue.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
