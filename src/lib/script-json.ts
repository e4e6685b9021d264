/**
 * JSON for a `<script>` data block: `<`, `>`, `&` and the two JavaScript line separators are written as \u
 * escapes, so no value can close the element (`</script>`) or open a comment, and JSON.parse reads it back as it was.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
