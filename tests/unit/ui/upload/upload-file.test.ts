import { describe, expect, it } from 'vitest';
import { addFiles, toUploadFile } from '../../../../src/ui/upload/upload-file';

const file = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });
const rules = { accept: '.pdf,.doc,.docx', maxSize: 100 };

describe('addFiles', () => {
  it('drops files of another type, too large, or named like one already chosen, and says which and why', () => {
    const first = addFiles([], [file('a.pdf'), file('b.txt'), file('c.docx', 101), file('a.pdf')], { ...rules, maxCount: 5 });
    expect(first.list.map((f) => f.name)).toEqual(['a.pdf']);
    expect(first.dropped).toEqual([{ name: 'b.txt', reason: 'type' }, { name: 'c.docx', reason: 'size' }, { name: 'a.pdf', reason: 'duplicate' }]);
    const second = addFiles(first.list, [file('a.pdf'), file('d.DOC')], { ...rules, maxCount: 5 });
    expect(second.list.map((f) => f.name)).toEqual(['a.pdf', 'd.DOC']);
    expect(second.added.map((f) => f.name)).toEqual(['d.DOC']);
  });

  it('with maxCount 1 the newest file replaces the previous one', () => {
    const first = addFiles([], [file('a.pdf')], { ...rules, maxCount: 1 });
    const second = addFiles(first.list, [file('b.pdf'), file('c.pdf')], { ...rules, maxCount: 1 });
    expect(second.list.map((f) => f.name)).toEqual(['c.pdf']);
    expect(second.added.map((f) => f.name)).toEqual(['c.pdf']);
  });

  it('otherwise cuts the list to maxCount, keeping the first files', () => {
    const names = ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf', '7.pdf'];
    const { list, added } = addFiles([], names.map((n) => file(n)), { ...rules, maxCount: 5 });
    expect(list.map((f) => f.name)).toEqual(names.slice(0, 5));
    expect(added).toHaveLength(5);
    expect(addFiles([], names.map((n) => file(n)), { ...rules, maxCount: 5 }).dropped).toEqual([{ name: '6.pdf', reason: 'count' }, { name: '7.pdf', reason: 'count' }]);
  });

  it('makes items with a unique uid, added at once', () => {
    const first = toUploadFile(file('a.pdf', 20, 'application/pdf'));
    const second = toUploadFile(file('a.pdf'));
    expect(first).toMatchObject({ name: 'a.pdf', size: 20, type: 'application/pdf', status: 'done' });
    expect(first.uid).not.toBe(second.uid);
  });
});
