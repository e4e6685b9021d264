/** The text a percent-encoded URL part stands for, or undefined when one of its escapes is broken (the one try/decodeURIComponent). */
export function decodedSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
