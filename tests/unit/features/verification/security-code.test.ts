import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// Before fixtures/api/*: they and fixtures/handlers import each other, and the cycle resolves only when entered from handlers.
import '../../../../fixtures/handlers';
import { verify } from '../../../../fixtures/api/verification';
import { normaliseSecurityCode, securityCodeError } from '../../../../src/features/verification/security-code';

describe('securityCodeError', () => {
  it('asks for a code, then for 12-20 digits or letters', () => {
    expect(securityCodeError('')).toBe('请输入防伪码');
    expect(securityCodeError('   ')).toBe('请输入防伪码');
    expect(securityCodeError('MD2026')).toBe('防伪码为 12-20 位数字或字母，请核对后重新输入');
    expect(securityCodeError('MD2026-0000-0000')).toBe('防伪码为 12-20 位数字或字母，请核对后重新输入');
    expect(securityCodeError('md20 2600 0000 0000 01')).toBe('');
  });

  it('accepts exactly the codes of 12-20 digits or letters once spaces are dropped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const code = normaliseSecurityCode(raw);
        expect(securityCodeError(raw) === '').toBe(/^[0-9A-Z]{12,20}$/.test(code));
        expect(code).not.toMatch(/\s/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the computed security-code answer', () => {
  it('answers a known code from the data and any other as never issued', () => {
    const codes = [{ securityCode: 'MD2026000000000001', queryStatus: 1 }];
    expect(verify(codes, 'md2026 0000 0000 0001')).toBe(codes[0]);
    expect(verify(codes, 'ZZ0000000000')).toMatchObject({ queryStatus: 3, product: null });
  });
});
