// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationMs, parseWrk } from '../../../tools/wrk-output';

// What wrk 4.1 (Debian) prints for `wrk -t1 -c4 -d1s --latency` against a server answering 500.
const FAILING = `Running 1s test @ http://127.0.0.1:4795/bad
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   362.68us  810.56us  10.65ms   92.53%
    Req/Sec    24.36k    11.48k   35.67k    70.00%
  Latency Distribution
     50%  108.00us
     75%  222.00us
     90%  795.00us
     99%    4.12ms
  24233 requests in 1.00s, 3.74MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 24233
Requests/sec:  24165.51
Transfer/sec:      3.73MB`;

describe('parseWrk', () => {
  it('reads throughput, the median and 99th percentile in ms, and every failed answer', () => {
    expect(parseWrk(FAILING)).toEqual({ requestsPerSecond: 24165.51, p50Ms: 0.108, p99Ms: 4.12, requests: 24233, non2xx: 24233, socketErrors: 5 });
  });

  it('reads a latency wrk pads with a trailing space (seconds: "1.03s ")', () => {
    expect(parseWrk(FAILING.replace('     99%    4.12ms', '     99%    1.03s ')).p99Ms).toBe(1030);
  });

  it('counts no failures when wrk prints none', () => {
    const clean = FAILING.replace(/^\s+(Socket errors|Non-2xx).*\n/gm, '');
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, socketErrors: 0 });
  });

  it('refuses output without the latency distribution, naming the flag', () => {
    expect(() => parseWrk(FAILING.replace(/^\s+\d+%.*\n/gm, ''))).toThrow(/--latency/);
  });
});

describe('durationMs', () => {
  it('reads every unit wrk prints as milliseconds (property)', () => {
    const units = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])), (hundredths, unit) => {
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}${unit}`;
        expect(durationMs(text)).toBeCloseTo((hundredths / 100) * units[unit], 6);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses what is not a wrk duration', () => {
    for (const text of ['', '12', '1.2 ms', '-1ms', '1.2µs']) expect(() => durationMs(text), text).toThrow(/latency/);
  });
});
