import { describe, expect, it } from 'vitest';
import { applyChildIdNames, componentConfigResponseSchema } from '../../../schemas/cms/component-config';

describe('component config', () => {
  it('renames numeric child ids to their real names at every depth, keeping the rest', () => {
    const value = { 101: 'SIM3', 102: [{ 201: '/a.jpg', note: 'x' }], 999: 'unnamed', keep: 1 };
    const names = { 101: 'title', 102: 'slides', 201: 'pic' };
    expect(applyChildIdNames(value, names)).toEqual({ title: 'SIM3', slides: [{ pic: '/a.jpg', note: 'x' }], 999: 'unnamed', keep: 1 });
  });

  it('keeps a field named __proto__ a plain field', () => {
    const renamed = applyChildIdNames({ 1: { polluted: true } }, { 1: '__proto__' }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(renamed)).toBe(Object.prototype);
    expect(Object.hasOwn(renamed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a component config response into renamed values', () => {
    const body = { success: true, errorCode: 0, data: [{ value: { 7: 40 }, childIdNames: { 7: 'height' } }, { value: { a: 1 } }] };
    const parsed = componentConfigResponseSchema.parse(body);
    expect(parsed.errorCode).toBe('0');
    expect(parsed.data).toEqual([{ height: 40 }, { a: 1 }]);
  });
});
