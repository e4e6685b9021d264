import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFiles } from '../../src/ui/upload/upload-file';

const RUNS = { numRuns: 1000 };
const name = fc.tuple(fc.constantFrom('a', 'b', 'cv', '简历'), fc.constantFrom('.pdf', '.doc', '.DOCX', '.txt', '.exe', '')).map(([base, ext]) => `${base}${ext}`);
const file = fc.tuple(name, fc.nat({ max: 200 })).map(([n, size]) => new File([new Uint8Array(size)], n));
const rules = fc.record({ accept: fc.constantFrom('', '.pdf,.doc,.docx'), maxSize: fc.nat({ max: 200 }), maxCount: fc.integer({ min: 1, max: 6 }) });
const typeOk = (f: File, accept: string) => accept === '' || /\.(pdf|docx?)$/i.test(f.name);

describe('addFiles properties', () => {
  it('accounts for every chosen file: added to the list, or named once among the dropped', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 4 }), fc.array(file, { maxLength: 10 }), rules, (listed, chosen, r) => {
        const { list, added, dropped } = addFiles(addFiles([], listed, r).list, chosen, r);
        expect(added.length + dropped.length).toBe(chosen.length);
        expect(added.every((item) => list.includes(item))).toBe(true);
        expect(list.length).toBeLessThanOrEqual(r.maxCount);
      }),
      RUNS,
    );
  });

  it('gives each refused file its reason: type first, then size, then a name already listed', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 10 }), rules, (chosen, r) => {
        const { dropped } = addFiles([], chosen, { ...r, maxCount: 99 });
        const refused = chosen.filter((f) => !typeOk(f, r.accept) || f.size > r.maxSize);
        expect(dropped.filter((d) => d.reason === 'type').map((d) => d.name)).toEqual(chosen.filter((f) => !typeOk(f, r.accept)).map((f) => f.name));
        expect(dropped.filter((d) => d.reason === 'size').map((d) => d.name)).toEqual(refused.filter((f) => typeOk(f, r.accept)).map((f) => f.name));
        const taken = chosen.filter((f) => !refused.includes(f)).map((f) => f.name);
        expect(dropped.filter((d) => d.reason === 'duplicate').length).toBe(taken.length - new Set(taken).size);
      }),
      RUNS,
    );
  });
});
