// At most N renders at a time; the rest wait their turn without starting their backend calls. A request whose visitor
// goes (or whose deadline passes) while it waits leaves the line having cost nothing, so a burst of visitors who left
// is over as soon as their closes are read.

/** Takes a turn to render, and gives it back. */
export interface RenderSlots {
  /** Resolves when a render may begin; rejects with the signal's reason if it aborts first (the turn is never taken). */
  take(signal: AbortSignal): Promise<void>;
  /** Gives a taken turn back: the longest-waiting request begins. */
  give(): void;
}

export function renderSlots(limit: number): RenderSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    take(signal) {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      if (running < limit) {
        running += 1;
        return Promise.resolve();
      }
      return new Promise((begin, leave) => {
        const turn = () => {
          signal.removeEventListener('abort', gone);
          running += 1;
          begin();
        };
        const gone = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          leave(signal.reason);
        };
        signal.addEventListener('abort', gone, { once: true });
        waiting.push(turn);
      });
    },
    give() {
      running -= 1;
      waiting.shift()?.();
    },
  };
}
