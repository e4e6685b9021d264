/** Upper bounds (px, inclusive) of the CMS font-size buckets standard-00 .. standard-05; larger is standard-06. */
const BUCKETS = [12, 14, 16, 20, 26, 33] as const;

/**
 * The type-scale class for a CMS font size in px: standard-00 (<= 12) .. standard-06 (> 33).
 * A size that is not a finite number reads as body text (standard-02), so a bad value never shouts.
 */
export function fontSizeClass(px: number): string {
  if (!Number.isFinite(px)) return 'standard-02';
  const bucket = BUCKETS.findIndex((max) => px <= max);
  return `standard-0${bucket === -1 ? BUCKETS.length : bucket}`;
}
