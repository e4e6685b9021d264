import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateApplication, type ApplicationFields } from '../../src/features/jobs/validation';

const RUNS = { numRuns: 1000 };
const ORDER = ['请输入姓名', '请输入手机号码', '请输入正确格式的手机号码', '请选择地点偏好', '请上传简历', '请输入验证码'];

const blank = fc.stringMatching(/^[ \t\n]{0,4}$/);
const filled = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');
const validPhone = fc.tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/)).map(([second, rest]) => `1${second}${rest}`);
const badPhone = fc.oneof(
  fc.stringMatching(/^\d{1,10}$/),
  fc.stringMatching(/^\d{12,15}$/),
  fc.stringMatching(/^1[0-2]\d{9}$/),
  fc.stringMatching(/^[02-9]\d{10}$/),
  fc.tuple(validPhone, fc.integer({ min: 0, max: 10 }), fc.constantFrom('a', '-', '+', '一', '.')).map(([p, i, c]) => p.slice(0, i) + c + p.slice(i + 1)),
);
const files = (min: number) => fc.array(fc.record({ name: fc.string() }), { minLength: min, maxLength: 5 });

/** Each field is fine or not, independently; the expected messages follow from that choice alone. */
const draftCase = fc
  .record({ name: fc.boolean(), phone: fc.constantFrom('ok', 'missing', 'malformed'), city: fc.boolean(), resume: fc.boolean(), captcha: fc.boolean() })
  .chain((c) =>
    fc
      .record({
        personName: c.name ? filled : blank,
        phoneNumber: c.phone === 'ok' ? validPhone : c.phone === 'missing' ? blank : badPhone,
        cityId: c.city ? filled : blank,
        positionIdList: fc.array(fc.string(), { maxLength: 2 }),
        resumeFile: c.resume ? files(1) : fc.constant([]),
        otherFiles: files(0),
        captchaKey: fc.string(),
        captchaCode: c.captcha ? filled : blank,
      })
      .map((draft: ApplicationFields) => ({ c, draft })),
  );

describe('validateApplication properties', () => {
  it('names exactly the fields that are missing or malformed, in form order, once each', () => {
    fc.assert(
      fc.property(draftCase, ({ c, draft }) => {
        const expected = [
          !c.name && '请输入姓名',
          c.phone === 'missing' && '请输入手机号码',
          c.phone === 'malformed' && '请输入正确格式的手机号码',
          !c.city && '请选择地点偏好',
          !c.resume && '请上传简历',
          !c.captcha && '请输入验证码',
        ].filter(Boolean);
        expect(validateApplication(draft)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('is empty for every complete application, whatever stores, portfolio and captcha key', () => {
    fc.assert(
      fc.property(filled, validPhone, filled, files(1), files(0), fc.array(fc.string(), { maxLength: 2 }), fc.string(), filled, (personName, phoneNumber, cityId, resumeFile, otherFiles, positionIdList, captchaKey, captchaCode) => {
        expect(validateApplication({ personName, phoneNumber, cityId, resumeFile, otherFiles, positionIdList, captchaKey, captchaCode })).toEqual([]);
      }),
      RUNS,
    );
  });

  it('answers only messages of the catalogue, in catalogue order, for any strings at all', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), fc.array(fc.anything(), { maxLength: 2 }), (personName, phoneNumber, cityId, captchaCode, resumeFile) => {
        const messages = validateApplication({ personName, phoneNumber, cityId, captchaCode, resumeFile, otherFiles: [], positionIdList: [], captchaKey: '' });
        const positions = messages.map((m) => ORDER.indexOf(m));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(messages).size).toBe(messages.length);
        expect(messages.includes('请输入手机号码') && messages.includes('请输入正确格式的手机号码')).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('validateApplication examples', () => {
  const complete: ApplicationFields = {
    personName: '李雷', phoneNumber: '13812345678', cityId: '310100', positionIdList: [], resumeFile: [{}], otherFiles: [], captchaKey: 'k', captchaCode: 'ab12',
  };
  it('lists every message for an empty draft, and none for a complete one', () => {
    expect(validateApplication({ ...complete, personName: '', phoneNumber: '', cityId: '', resumeFile: [], captchaCode: '' })).toEqual(
      ['请输入姓名', '请输入手机号码', '请选择地点偏好', '请上传简历', '请输入验证码'],
    );
    expect(validateApplication(complete)).toEqual([]);
  });
  it('refuses numbers that look close to a mobile number', () => {
    for (const phoneNumber of ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a']) {
      expect(validateApplication({ ...complete, phoneNumber })).toEqual(['请输入正确格式的手机号码']);
    }
  });
});
