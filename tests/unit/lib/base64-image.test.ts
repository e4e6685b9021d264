import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ImageBlob } from '../../../src/lib/base64-image';

const png = 'iVBORw0KGgo=';

describe('base64ImageBlob', () => {
  it('reads a bare base64 string as a png and a data: URL with its own type', () => {
    expect(base64ImageBlob(png)?.type).toBe('image/png');
    const svg = base64ImageBlob(`data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`);
    expect(svg?.type).toBe('image/svg+xml');
    expect(svg?.size).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>'.length);
  });

  it.each(['data:text/html;base64,PGI+', 'data:application/javascript;base64,YWxlcnQoMSk=', 'not base64 at all!', 'data:image/png,raw'])(
    'refuses %j',
    (value) => expect(base64ImageBlob(value)).toBeNull(),
  );

  it('never makes a Blob of a type other than a picture', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (type, body) => {
        const blob = base64ImageBlob(`data:${type};base64,${body}`);
        expect(blob === null || /^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(blob.type)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
