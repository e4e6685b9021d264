import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsFile } from '../../src/lib/files';

const RUNS = { numRuns: 1000 };
const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const randomCase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % Math.max(1, flips.length)] ? c.toUpperCase() : c)).join('');
const file = fc.record({ name: fc.string({ maxLength: 30 }), type: fc.string({ maxLength: 30 }) });
const entry = fc.oneof(word.map((w) => `.${w}`), word.map((w) => `${w}/*`), fc.tuple(word, word).map(([a, b]) => `${a}/${b}`));

describe('acceptsFile properties', () => {
  it('passes every file when the accept list is empty, blank or only commas', () => {
    fc.assert(fc.property(file, fc.stringMatching(/^[ ,\t]*$/), (f, accept) => {
      expect(acceptsFile(f, accept)).toBe(true);
    }), RUNS);
  });

  it('passes a file whose extension is listed, whatever the case of either and whatever its MIME type', () => {
    fc.assert(
      fc.property(word, word, fc.string({ maxLength: 20 }), fc.array(fc.boolean(), { minLength: 1 }), fc.array(entry), (base, ext, type, flips, others) => {
        const accept = [...others, `.${randomCase(ext, flips)}`].join(',');
        expect(acceptsFile({ name: `${base}.${randomCase(ext, [...flips].reverse())}`, type }, accept)).toBe(true);
      }),
      RUNS,
    );
  });

  it('treats jpg and jpeg alike, both ways', () => {
    fc.assert(
      fc.property(word, fc.constantFrom('jpg', 'jpeg', 'JPG', 'Jpeg'), fc.constantFrom('.jpg', '.jpeg', '.JPEG'), (base, ext, listed) => {
        expect(acceptsFile({ name: `${base}.${ext}`, type: '' }, listed)).toBe(true);
      }),
      RUNS,
    );
  });

  it('passes a wildcard MIME on the major type only, and an exact MIME on that type only', () => {
    fc.assert(
      fc.property(word, word, word, word, (major, sub, otherMajor, otherSub) => {
        const name = 'file-without-extension';
        expect(acceptsFile({ name, type: `${major}/${sub}` }, `${major}/*`)).toBe(true);
        expect(acceptsFile({ name, type: `${major}/${sub}`.toUpperCase() }, `${major}/${sub}`)).toBe(true);
        if (otherMajor !== major) expect(acceptsFile({ name, type: `${otherMajor}/${sub}` }, `${major}/*`)).toBe(false);
        if (otherSub !== sub) expect(acceptsFile({ name, type: `${major}/${otherSub}` }, `${major}/${sub}`)).toBe(false);
      }),
      RUNS,
    );
  });

  it('a list passes a file exactly when one of its entries alone does, in any order and spacing', () => {
    fc.assert(
      fc.property(file, fc.array(entry, { minLength: 1, maxLength: 6 }), (f, entries) => {
        const expected = entries.some((e) => acceptsFile(f, e));
        expect(acceptsFile(f, entries.join(','))).toBe(expected);
        expect(acceptsFile(f, [...entries].reverse().map((e) => `  ${e} `).join(' ,'))).toBe(expected);
      }),
      RUNS,
    );
  });

  it('refuses a name whose extension is not listed when no MIME entry matches', () => {
    fc.assert(
      fc.property(word, word, word, (base, ext, listed) => {
        fc.pre(ext !== listed && !(['jpg', 'jpeg'].includes(ext) && ['jpg', 'jpeg'].includes(listed)));
        expect(acceptsFile({ name: `${base}.${ext}`, type: `application/${ext}` }, `.${listed},image/*`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('acceptsFile examples', () => {
  it('reads the resume accept list of the job form', () => {
    const accept = '.pdf,.doc,.docx';
    expect(acceptsFile({ name: 'CV.PDF', type: 'application/pdf' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'cv.docx', type: '' }, accept)).toBe(true);
    expect(acceptsFile({ name: 'cv.pdf.exe', type: 'application/pdf' }, accept)).toBe(false);
    expect(acceptsFile({ name: 'photo.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(acceptsFile({ name: 'docx', type: '' }, accept)).toBe(false);
  });
});
