/** localStorage key of the recent search keywords (a JSON list, newest first). */
export const RECENT_KEYWORDS_KEY = 'storageKw';
/** How many recent keywords are kept. */
export const RECENT_KEYWORDS_MAX = 10;

/** The list after a search for `keyword`: it moves to the front, no duplicates, at most RECENT_KEYWORDS_MAX. */
export function addKeyword(list: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return [...list];
  return [word, ...list.filter((w) => w !== word)].slice(0, RECENT_KEYWORDS_MAX);
}

/** The stored keywords; anything unreadable counts as none. */
export function readKeywords(storage: Storage): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(RECENT_KEYWORDS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? [...new Set(parsed.filter((w): w is string => typeof w === 'string' && w.trim() !== ''))].slice(0, RECENT_KEYWORDS_MAX) : [];
  } catch {
    return [];
  }
}

/** Stores the keywords (an empty list clears them); a refusing storage only costs the history. */
export function writeKeywords(storage: Storage, list: readonly string[]): void {
  try {
    if (list.length === 0) storage.removeItem(RECENT_KEYWORDS_KEY);
    else storage.setItem(RECENT_KEYWORDS_KEY, JSON.stringify(list));
  } catch (error) {
    console.warn(`[search] recent keywords not saved: ${(error as Error).message}`);
  }
}
