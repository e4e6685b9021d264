/**
 * Runs `task` once the page is idle (within `timeout` ms, when given, on a page that never is); Safari has no idle
 * callback, so there it runs in the next task. Answers the cancel.
 */
export function whenIdle(task: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const later = setTimeout(task);
    return () => clearTimeout(later);
  }
  const idle = requestIdleCallback(task, timeout === undefined ? {} : { timeout });
  return () => cancelIdleCallback(idle);
}
