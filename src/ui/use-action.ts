import { useCallback, useEffect, useRef, useState } from 'react';
import { load, type Empty, type FailureMessage, type Loaded } from '../api/load';

/** A call run by useAction: the abort signal first, then the run's arguments; it may answer that it has nothing to show. */
export type ActionCall<A extends unknown[], T> = (signal: AbortSignal, ...args: A) => Promise<T | Empty>;

/** Where an on-action call is: not asked for, running, or what it came to. */
export type ActionState<T> = { status: 'idle' } | { status: 'pending' } | Loaded<T>;

const IDLE = { status: 'idle' } as const;
const PENDING = { status: 'pending' } as const;

/** What useAction gives a component. */
export interface Action<A extends unknown[], T> {
  state: ActionState<T>;
  /** Runs the call (aborting the one before); answers its Loaded, or undefined when a later run or abort replaced it. */
  run: (...args: A) => Promise<Loaded<T> | undefined>;
  /** Aborts the running call, if any, and goes back to idle. */
  abort: () => void;
}

/**
 * The one way to fetch on a visitor's action (a submit, a captcha, a dialog opening): each run aborts the one before,
 * the component's going away aborts the last, and every outcome is the Loaded of load(), logged the same way.
 * `onUnmountWhilePending` is told when the component goes away with a call still running (e.g. to say it was cancelled).
 */
export function useAction<A extends unknown[], T>(
  label: string,
  call: ActionCall<A, T>,
  message?: FailureMessage,
  onUnmountWhilePending?: () => void,
): Action<A, T> {
  const [state, setState] = useState<ActionState<T>>(IDLE);
  const running = useRef<AbortController | null>(null);
  // The latest props, read when a run starts or the component goes away (a new function each render must not re-run anything).
  const latest = useRef({ label, call, message, onUnmountWhilePending });
  useEffect(() => {
    latest.current = { label, call, message, onUnmountWhilePending };
  });

  const run = useCallback(async (...args: A) => {
    running.current?.abort();
    const controller = (running.current = new AbortController());
    setState(PENDING);
    const { label: name, call: fetch, message: failure } = latest.current;
    const outcome = await load(name, () => fetch(controller.signal, ...args), failure);
    if (controller.signal.aborted) return undefined;
    running.current = null;
    setState(outcome);
    return outcome;
  }, []);

  const abort = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => {
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    latest.current.onUnmountWhilePending?.();
  }, []);

  return { state, run, abort };
}
