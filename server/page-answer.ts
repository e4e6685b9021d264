import type { PostedForm, Renderer } from '../src/entry-server';
import type { BuiltSite } from './built-site';
import { NO_STORE, pageCacheHeaders } from './cache-policy';
import type { RenderSlots } from './render-slots';

/** How much longer a render whose calls ignore the abort is waited for, before the visitor gets the app shell (503). */
const GRACE_MS = 2_000;

/** What the server sends for a page address: status, headers and body. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP source of the page's own style rules, inline in its head: its policy must allow them. */
  styleHash?: string;
  /** The pattern of the route that rendered it (the metrics' label); none for a redirect, a refusal or the app shell. */
  route?: string;
}

/** How a page is answered: its freshness in the cache, the render's deadline, and the visitor's going away. */
export interface PageAnswerOptions {
  fresh: number;
  deadlineMs: number;
  graceMs?: number;
  /** Aborts when the visitor is gone: nobody waits for the page any more. */
  signal?: AbortSignal;
  /** A form posted to the page: its action runs, and the answer (one visitor's) is kept nowhere. */
  form?: PostedForm;
  /** The server's turns: the render waits for one (leaving the line if its visitor goes) and gives it back. */
  slots?: RenderSlots;
  /** The renders to make it with (the request's scenario's); the site's own by default. */
  renderer?: Renderer;
}

/** The render, in its turn when the server takes turns. */
async function renderInTurn(site: BuiltSite, address: string, signal: AbortSignal, options: PageAnswerOptions) {
  const renderer = options.renderer ?? site.renderer;
  if (!options.slots) return renderer.renderRequest(address, signal, options.form);
  await options.slots.take(signal);
  try {
    return await renderer.renderRequest(address, signal, options.form);
  } finally {
    options.slots.give();
  }
}

const HTML = 'text/html; charset=utf-8';

/** What a page shows, for a CDN in front that purges by tag: Fastly's Surrogate-Key (spaces), Cloudflare's and Akamai's Cache-Tag (commas). */
const tagHeaders = (tags: readonly string[]): Record<string, string> => (tags.length > 0 ? { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') } : {});

/**
 * The answer for a page address: its rendered document with the status the render called for, or a redirect. A render
 * cut at its deadline (the backend too slow even for the calls' own deadlines) answers the app shell with 503, so a
 * cache in front keeps its last good copy; a page that does not render at all answers the shell with 500.
 */
export async function answerPage(site: BuiltSite, address: string, options: PageAnswerOptions): Promise<PageAnswer> {
  const path = new URL(address).pathname;
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  // A posted form's answer is that visitor's alone, whatever it says.
  const cacheHeaders = (outcome: Parameters<typeof pageCacheHeaders>[0]) => (options.form ? { 'cache-control': NO_STORE } : pageCacheHeaders(outcome, options.fresh, path));
  const shell = (status: number): PageAnswer => ({ status, headers: { 'content-type': HTML, ...cacheHeaders({ status }) }, body: site.shell });
  let giveUp: NodeJS.Timeout | undefined;
  let onAbort = () => undefined as void;
  const late = new Promise<'late'>((done) => {
    onAbort = () => void (giveUp = setTimeout(() => done('late'), options.graceMs ?? GRACE_MS));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const answer = await Promise.race([renderInTurn(site, address, signal, options), late]);
    if (answer === 'late') {
      console.error(`[server] ${path} still rendering ${((options.deadlineMs + (options.graceMs ?? GRACE_MS)) / 1000).toFixed(1)} s on: answering the app shell`);
      return shell(503);
    }
    if (answer.kind === 'not-allowed') return { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': NO_STORE }, body: '' };
    if (answer.kind === 'redirect') {
      const cache = answer.cacheControl ? { 'cache-control': answer.cacheControl } : cacheHeaders(answer);
      return { status: answer.status, headers: { location: answer.location, ...cache }, body: '' };
    }
    const { html, styles } = site.document(answer, 'inline');
    return { status: answer.status, headers: { 'content-type': HTML, ...cacheHeaders(answer), ...tagHeaders(answer.tags) }, body: html, route: answer.route, ...(styles && { styleHash: styles.hash }) };
  } catch (error) {
    // The visitor went while it rendered: the render stopped, and the answer goes nowhere.
    if (options.signal?.aborted) return shell(503);
    if (deadline.aborted) {
      console.error(`[server] ${path} was cut at its ${options.deadlineMs} ms deadline: answering the app shell`);
      return shell(503);
    }
    console.error(`[server] ${path} did not render; answering the app shell:`, error);
    return shell(500);
  } finally {
    signal.removeEventListener('abort', onAbort);
    clearTimeout(giveUp);
  }
}
