import type { BuiltSite } from './built-site';
import { pageCacheHeaders } from './cache-policy';

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
export async function answerPage(site: BuiltSite, address: string, fresh: number): Promise<PageAnswer> {
  const path = new URL(address).pathname;
  try {
    const answer = await site.entry.renderRequest(address);
    if (answer.kind === 'redirect') return { status: answer.status, headers: { location: answer.location, ...pageCacheHeaders(answer.status, fresh, path) }, body: '' };
    return { status: answer.status, headers: { 'content-type': HTML, ...pageCacheHeaders(answer.status, fresh, path) }, body: site.document(answer).html };
  } catch (error) {
    console.error(`[server] ${path} did not render; answering the app shell:`, error);
    return { status: 500, headers: { 'content-type': HTML, ...pageCacheHeaders(500, fresh, path) }, body: site.shell };
  }
}
