import type { BuiltSite } from './built-site';
import { pageCacheHeaders } from './cache-policy';

/** How long a render may wait for the backend: its calls are then aborted, and the page shows them failed (503). */
export const RENDER_DEADLINE_MS = 10_000;
/** How much longer a render whose calls ignore the abort is waited for, before the visitor gets the app shell (503). */
const GRACE_MS = 2_000;

/** What the server sends for a page address: status, headers and body. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HTML = 'text/html; charset=utf-8';

/**
 * The answer for a page address: its rendered document with the status the render called for, a redirect, or,
 * when the page does not render at all, the app shell with 500 (the browser renders it; a cache keeps its last good copy).
 */
export async function answerPage(site: BuiltSite, address: string, fresh: number, deadlineMs = RENDER_DEADLINE_MS, graceMs = GRACE_MS): Promise<PageAnswer> {
  const path = new URL(address).pathname;
  const deadline = AbortSignal.timeout(deadlineMs);
  let giveUp: NodeJS.Timeout | undefined;
  let onAbort = () => undefined as void;
  const late = new Promise<'late'>((done) => {
    onAbort = () => void (giveUp = setTimeout(() => done('late'), graceMs));
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const answer = await Promise.race([site.entry.renderRequest(address, deadline), late]);
    if (answer === 'late') {
      console.error(`[server] ${path} still rendering ${(deadlineMs + graceMs) / 1000} s on: answering the app shell`);
      return { status: 503, headers: { 'content-type': HTML, ...pageCacheHeaders(503, fresh, path) }, body: site.shell };
    }
    if (answer.kind === 'redirect') return { status: answer.status, headers: { location: answer.location, ...pageCacheHeaders(answer.status, fresh, path) }, body: '' };
    return { status: answer.status, headers: { 'content-type': HTML, ...pageCacheHeaders(answer.status, fresh, path) }, body: site.document(answer).html };
  } catch (error) {
    console.error(`[server] ${path} did not render; answering the app shell:`, error);
    return { status: 500, headers: { 'content-type': HTML, ...pageCacheHeaders(500, fresh, path) }, body: site.shell };
  } finally {
    deadline.removeEventListener('abort', onAbort);
    clearTimeout(giveUp);
  }
}
