import { closeSync, openSync, readSync } from 'node:fs';

/** Far more than any CMS export; a file past it (or an endless one: /dev/zero, a pipe that never ends) is not read. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;

/** A file's text; `tooLarge` when it goes past the cap; `badByte`, the offset of its first byte that is not UTF-8. */
export type Input = { text: string } | { tooLarge: true } | { badByte: number };

/** Reads at most `maxBytes` (chunk by chunk, so endless devices and FIFOs stop too) and decodes it as strict UTF-8. */
export function readInput(file: string, maxBytes = MAX_INPUT_BYTES): Input {
  const fd = openSync(file, 'r');
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for (;;) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > maxBytes) return { tooLarge: true };
    }
  } finally {
    closeSync(fd);
  }
  const bytes = Buffer.concat(chunks, total);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { badByte: firstBadByte(bytes) };
  }
}

/** Where lenient decoding first differs from the bytes: the first byte that is not UTF-8. */
function firstBadByte(bytes: Buffer): number {
  const again = Buffer.from(bytes.toString('utf8'), 'utf8');
  let i = 0;
  while (i < bytes.length && bytes[i] === again[i]) i += 1;
  return i;
}
