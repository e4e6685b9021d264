// Reads what `wrk --latency` prints: throughput, the median and 99th percentile latency, and the failed answers.

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers that were neither 2xx nor 3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors together. */
  socketErrors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `635.91us`, `1.20ms`, `2.00s` -> milliseconds. */
export function durationMs(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency this does not read: ${JSON.stringify(text)}`);
  return Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? Number.NaN);
}

function field(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`wrk's output has no ${what}:\n${text}`);
  return match[1];
}

export function parseWrk(text: string): WrkResult {
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSecond: Number(field(text, /Requests\/sec:\s+([\d.]+)/, 'Requests/sec')),
    p50Ms: durationMs(field(text, /^\s+50%\s+(\S+)\s*$/m, '50% latency (run it with --latency)')),
    p99Ms: durationMs(field(text, /^\s+99%\s+(\S+)\s*$/m, '99% latency (run it with --latency)')),
    requests: Number(field(text, /(\d+) requests in/, 'request count')),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
