/** The median of some samples. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Mean CPU time (user + system) of one call of `fn`, in ms, over `iterations` back-to-back calls. CPU time
 * rather than wall time: on a shared machine wall time also counts the moments another process held the core.
 */
function timeOnce(fn: () => unknown, iterations: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / iterations;
}

/** Two medians and their ratio. */
export interface Comparison {
  subjectMs: number;
  baselineMs: number;
  ratio: number;
}

/**
 * Times `subject` against `baseline` in this process: warm both up, then take `samples` samples of each,
 * alternating which goes first so drift (GC, CPU frequency, a neighbour's load) hits both alike.
 */
export function compare(subject: () => unknown, baseline: () => unknown, { warmup = 30, samples = 41, iterations = 5 } = {}): Comparison {
  for (let i = 0; i < warmup; i += 1) {
    subject();
    baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    if (s % 2) {
      b.push(timeOnce(baseline, iterations));
      a.push(timeOnce(subject, iterations));
    } else {
      a.push(timeOnce(subject, iterations));
      b.push(timeOnce(baseline, iterations));
    }
  }
  const subjectMs = median(a);
  const baselineMs = median(b);
  return { subjectMs, baselineMs, ratio: subjectMs / baselineMs };
}
