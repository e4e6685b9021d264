import { vi } from 'vitest';

/** Lays the page out as a phone (true) or a desktop (false): jsdom has no matchMedia, usePhone reads it. Undo with vi.unstubAllGlobals(). */
export function layOutAs(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}
