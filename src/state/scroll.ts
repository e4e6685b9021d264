/** Navigation state of a change within a page (a dialog opened through the query, a list's page) that keeps the scroll position. */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a location's state asks to keep the scroll position. */
export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
