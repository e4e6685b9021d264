import { describe, expect, it } from 'vitest';
import { readPageConfig } from '../../../schemas/cms/page';

const contents = JSON.stringify([{ modelName: 'spacing', contents: '{"height": 20}' }]);
const envelope = (over: Record<string, unknown>) => ({ success: true, errorCode: '0', errorMessage: null, data: { pageId: 'p1', contents }, ...over });

describe('readPageConfig (spec point 5)', () => {
  it('accepts success true, errorCode 0 and data, parsing contents and keeping the other fields', () => {
    const reading = readPageConfig(envelope({ errorCode: 0 }));
    expect(reading).toEqual({ ok: true, config: { pageId: 'p1', contents: [{ modelName: 'spacing', contents: '{"height": 20}' }] } });
  });

  it.each([
    ['unsuccessful', envelope({ success: false }), /unsuccessful/],
    ['errorCode not 0', envelope({ errorCode: 'E1', errorMessage: '页面不存在' }), /页面不存在/],
    ['data missing', envelope({ data: null }), /without data/],
    ['data not an object', envelope({ data: 'page' }), /not an object/],
    ['contents list empty', envelope({ data: { contents: '[]' } }), /empty/],
    ['contents malformed', envelope({ data: { contents: '[{' } }), /malformed JSON/],
    ['not an envelope', 'hello', /not an API envelope/],
  ])('refuses a config whose %s', (_name, body, reason) => {
    const reading = readPageConfig(body);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.reason).toMatch(reason);
  });
});
