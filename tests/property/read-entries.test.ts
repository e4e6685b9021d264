import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { decodeJsonString, readEntries } from '../../schemas/cms/read-entries';

const RUNS = { numRuns: 1000 };
const entrySchema = z.object({ id: z.number(), name: z.string() });
const good = fc.record({ id: fc.integer(), name: fc.string() });
/** Entries the schema refuses, each with the path (inside the entry) of its first fault. */
const bad = fc.oneof(
  fc.record({ id: fc.string(), name: fc.string() }).map((value) => ({ value, at: ['id'] })),
  fc.record({ id: fc.integer(), name: fc.integer() }).map((value) => ({ value, at: ['name'] })),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.jsonValue())).map((value) => ({ value, at: [] })),
);
const entries = fc.array(fc.oneof(good.map((value) => ({ ok: true as const, value })), bad.map((b) => ({ ok: false as const, ...b }))), { maxLength: 40 });
const listPath = fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.nat(50)), { maxLength: 3 });

describe('readEntries properties', () => {
  it('keeps every good entry, in order, with its index and its checked value', () => {
    fc.assert(
      fc.property(entries, listPath, (list, path) => {
        const read = readEntries(list.map((e) => e.value), entrySchema, path);
        expect(read.entries).toEqual(list.flatMap((e, index) => (e.ok ? [{ index, value: e.value }] : [])));
      }),
      RUNS,
    );
  });

  it('reports every bad entry once, in order, at the list path + its index + its first fault', () => {
    fc.assert(
      fc.property(entries, listPath, (list, path) => {
        const read = readEntries(list.map((e) => e.value), entrySchema, path);
        const expected = list.flatMap((e, index) => (e.ok ? [] : [{ index, path: [...path, index, ...e.at] }]));
        expect(read.skipped.map(({ index, path: at }) => ({ index, path: at }))).toEqual(expected);
        for (const skipped of read.skipped) {
          expect(skipped.message).not.toBe('');
          expect(skipped.issues.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('never throws, whatever JSON it is given as the list', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readEntries(value, entrySchema);
        expect(read.entries.length + read.skipped.length).toBe(Array.isArray(value) ? value.length : value === null ? 0 : 1);
      }),
      RUNS,
    );
  });
});

describe('decodeJsonString properties', () => {
  it('gives back any JSON value from its JSON string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodeJsonString(JSON.stringify(value))).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) as unknown });
      }),
      RUNS,
    );
  });

  it('takes any value that is not a string as decoded already (the same value)', () => {
    fc.assert(
      fc.property(fc.anything().filter((v) => typeof v !== 'string'), (value) => {
        const decoded = decodeJsonString(value);
        expect(decoded.ok && decoded.value).toBe(value);
      }),
      RUNS,
    );
  });

  it('answers a malformed JSON string with a message instead of throwing', () => {
    const malformed = fc.string().filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    fc.assert(
      fc.property(malformed, (text) => {
        const decoded = decodeJsonString(text);
        expect(decoded.ok).toBe(false);
        if (!decoded.ok) expect(decoded.message).toMatch(/^malformed JSON: \S/);
      }),
      RUNS,
    );
  });
});
