// The median and range of a benchmark's repeated runs: one run on this shared machine can sit far from the next, so
// the benchmarks report the middle of several with how far apart they were.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The lowest and highest value. */
export const rangeOf = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** Whether the runs span more than `share` of their median: too far apart for their median to stand for them. */
export function spansMoreThan(values: readonly number[], share: number): boolean {
  const [low, high] = rangeOf(values);
  return high - low > share * Math.abs(median(values));
}

/** `low-high`, with the digits given. */
export const span = ([low, high]: [number, number], digits = 0): string => `${low.toFixed(digits)}-${high.toFixed(digits)}`;
