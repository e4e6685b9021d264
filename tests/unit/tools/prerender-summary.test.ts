// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summariseLeft, type LeftPage } from '../../../tools/prerender-summary';

const left = (path: string, cause: LeftPage['cause'], reason: string): LeftPage => ({ path, cause, reason });

describe('summariseLeft', () => {
  it('names each page that could not render on stderr and fails the run', () => {
    const summary = summariseLeft([left('/content/deep', 'render', 'render: Maximum call stack size exceeded'), left('/pdp/9', 'data', 'empty: unknown product')], 91);
    expect(summary.stderr).toBe('Could not render, left to the client (1):\n  /content/deep: render: Maximum call stack size exceeded\n');
    expect(summary.stdout).toBe('Left to the client (1):\n  /pdp/9: empty: unknown product\n');
    expect(summary.exitCode).toBe(1);
  });

  it('passes a run whose only pages left are those without data (the client shows their state)', () => {
    expect(summariseLeft([left('/pdp/9', 'data', 'failed: 请求失败，请稍后重试！')], 91)).toMatchObject({ stderr: '', exitCode: 0 });
    expect(summariseLeft([], 92)).toEqual({ stdout: '', stderr: '', exitCode: 0 });
  });

  it('fails a run that wrote no page at all', () => {
    expect(summariseLeft([left('/', 'data', 'failed: x')], 0).exitCode).toBe(1);
  });
});
