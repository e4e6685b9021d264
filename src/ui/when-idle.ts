/**
 * Runs `task` once the page is idle (within `timeout` ms on a page that never is); Safari has no idle callback, so
 * there it runs in the next task. Answers the cancel.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const later = setTimeout(task);
    return () => clearTimeout(later);
  }
  const idle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(idle);
}
