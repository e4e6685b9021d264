import { describe, expect, it } from 'vitest';
import { UnsuccessfulError } from '../../../../src/api/contract';
import { refusalMessage } from '../../../../src/features/club-auth/club-auth-data';
import { clubAuthErrors, isCaptchaFault } from '../../../../src/features/club-auth/club-auth-validation';

const refused = (code: string) => new UnsuccessfulError('/clubAuth/authentication', code, 'server text');

describe('refusalMessage', () => {
  it('names a wrong or expired captcha (and blames the captcha), an unknown serial, any other refusal and a failed request', () => {
    const cases: [Error, string, boolean][] = [
      [refused('CAPTCHA_ERROR'), '验证码错误，请重新输入', true],
      [refused('CAPTCHA_EXPIRED'), '验证码已过期，请重新输入', true],
      [refused('SERIAL_NOT_FOUND'), '未查询到该球杆序列号，请核对后重试', false],
      [refused('500'), '认证失败，请稍后重试！', false],
      [new TypeError('Failed to fetch'), '请求失败，请稍后重试！', false],
    ];
    for (const [error, message, captchaFault] of cases) {
      expect(refusalMessage(error)).toBe(message);
      expect(isCaptchaFault(message)).toBe(captchaFault);
    }
  });
});

describe('clubAuthErrors', () => {
  it('asks for the serial and the captcha, and checks the serial\'s form', () => {
    expect(clubAuthErrors('', '')).toEqual({ serial: '请输入球杆序列号', captcha: '请输入验证码' });
    expect(clubAuthErrors('MD-24', 'AB12')).toEqual({ serial: '球杆序列号为 8-20 位数字或字母', captcha: '' });
    expect(clubAuthErrors(' MD24D1979001 ', 'AB12')).toEqual({ serial: '', captcha: '' });
  });
});
