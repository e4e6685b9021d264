import { createContext } from 'react-router';
import type { RequestContext } from '../../../config/client';

/** Answers of the calls every page makes, shared between the callers of a moment and, on a server, kept a while. */
export interface KeptCalls {
  /**
   * The answer of the call `key` (`ask` makes it). Callers at the same time share one call, which is forgotten once it
   * ends, failed or not, so the next caller asks again. The answer is shared: callers must not change it.
   */
  call<T>(key: string, ask: () => Promise<T>): Promise<T>;
  /** Drops every kept answer and any call under way, so the next page asks afresh (an editor's purge). */
  forget(): void;
}

/** Calls shared while under way and kept nowhere: the browser's, and a render's under a test scenario. */
export function sharedCalls(): KeptCalls {
  const asking = new Map<string, Promise<unknown>>();
  return {
    call<T>(key: string, ask: () => Promise<T>): Promise<T> {
      const pending = asking.get(key);
      if (pending) return pending as Promise<T>;
      const call = ask().finally(() => {
        if (asking.get(key) === call) asking.delete(key);
      });
      asking.set(key, call);
      return call;
    },
    forget: () => asking.clear(),
  };
}

/**
 * A request's kept calls, from React Router's request context: the server's render gives its server's (kept a while:
 * ./server-kept-calls.ts), a render under a test scenario its own; the browser shares the calls under way.
 */
export const keptContext = createContext<KeptCalls>(sharedCalls());

/** The call `key` through the request's kept calls. */
export const keptCall = <T>(context: RequestContext, key: string, ask: () => Promise<T>): Promise<T> => context.get(keptContext).call(key, ask);
