// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsuccessfulError } from '../../../src/api/contract';
import { empty } from '../../../src/api/load';
import { useAction } from '../../../src/ui/use-action';

/** A call the test answers by hand, one pending promise per run, each with the signal it was given. */
function deferredCalls<T>() {
  const runs: { signal: AbortSignal; arg: string; resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const call = (signal: AbortSignal, arg: string) =>
    new Promise<T>((resolve, reject) => {
      runs.push({ signal, arg, resolve, reject });
      signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    });
  return { runs, call };
}

afterEach(() => vi.restoreAllMocks());

describe('useAction', () => {
  it('is idle, then pending, then the Loaded of the call', async () => {
    const { runs, call } = deferredCalls<string>();
    const { result } = renderHook(() => useAction('t', call));
    expect(result.current.state).toEqual({ status: 'idle' });
    let answered: Promise<unknown> = Promise.resolve();
    act(() => void (answered = result.current.run('a')));
    expect(result.current.state).toEqual({ status: 'pending' });
    await act(async () => runs[0]?.resolve('done'));
    expect(result.current.state).toEqual({ status: 'ok', data: 'done' });
    await expect(answered).resolves.toEqual({ status: 'ok', data: 'done' });
  });

  it('aborts the run before when run again: only the last answer counts, the first resolves to undefined, unlogged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runs, call } = deferredCalls<string>();
    const { result } = renderHook(() => useAction('t', call));
    let first: Promise<unknown> = Promise.resolve();
    act(() => void (first = result.current.run('a')));
    act(() => void result.current.run('b'));
    expect(runs.map((r) => [r.arg, r.signal.aborted])).toEqual([['a', true], ['b', false]]);
    await expect(first).resolves.toBeUndefined();
    await act(async () => runs[1]?.resolve('b done'));
    expect(result.current.state).toEqual({ status: 'ok', data: 'b done' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a refusal and a failed request into the visitor message, logging the raw error once under its label', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runs, call } = deferredCalls<string>();
    const { result } = renderHook(() => useAction('club auth', call, (error) => (error instanceof UnsuccessfulError ? `refused ${error.errorCode}` : 'failed')));
    act(() => void result.current.run('a'));
    await act(async () => runs[0]?.reject(new UnsuccessfulError('/x', 'E1', 'server text')));
    expect(result.current.state).toEqual({ status: 'failed', cause: 'unsuccessful', message: 'refused E1' });
    act(() => void result.current.run('b'));
    await act(async () => runs[1]?.reject(new Error('HTTPError 500: GET http://x')));
    expect(result.current.state).toEqual({ status: 'failed', cause: 'request', message: 'failed' });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[club auth] unsuccessful answer: /x: unsuccessful (errorCode E1): server text',
      '[club auth] request failed: HTTPError 500: GET http://x',
    ]);
  });

  it('answers empty for a call that has nothing to show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAction('t', async () => empty('no stores')));
    await act(async () => void (await result.current.run()));
    expect(result.current.state).toEqual({ status: 'empty', reason: 'no stores' });
  });

  it('abort() cancels the running call and goes back to idle', async () => {
    const { runs, call } = deferredCalls<string>();
    const { result } = renderHook(() => useAction('t', call));
    act(() => void result.current.run('a'));
    act(() => result.current.abort());
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('aborts on unmount and says so only when a call was still running', async () => {
    const { runs, call } = deferredCalls<string>();
    const cancelled = vi.fn();
    const running = renderHook(() => useAction('t', call, undefined, cancelled));
    act(() => void running.result.current.run('a'));
    running.unmount();
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(cancelled).toHaveBeenCalledTimes(1);

    const done = renderHook(() => useAction('t', call, undefined, cancelled));
    act(() => void done.result.current.run('b'));
    await act(async () => runs[1]?.resolve('b done'));
    await waitFor(() => expect(done.result.current.state.status).toBe('ok'));
    done.unmount();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});
