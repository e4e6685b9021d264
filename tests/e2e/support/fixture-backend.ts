import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../../../fixtures/handlers';
import { toRequest } from '../../../fixtures/http/api';
import { fixtureImages } from '../../../fixtures/http/fixture-images';

// The backend a browser test controls: the bundled fixtures over HTTP in the test's own process, which the render
// server calls for a page's data and forwards the browser's API calls to. A test rewrites, holds and counts its answers
// as page.route does for the browser's own requests.

/** Which calls a route takes: a path ending (`/queryReadableContent`), a pattern over path and query, or a test of the URL. */
export type CallMatcher = string | RegExp | ((url: URL) => boolean);

/** One call the backend received, from the render or forwarded from the browser. */
export interface BackendCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, when the call sent one. */
  body: unknown;
}

export interface RouteContext {
  request: Request;
  /** The bundled fixtures' answer to this call. */
  fetchOriginal: () => Promise<Response>;
}

/** A rewritten answer, or undefined to leave the call to the routes added before it and then the fixtures. */
export type RouteHandler = (context: RouteContext) => Response | undefined | Promise<Response | undefined>;

/** Answers held back until released (a 'loading state' a test looks at). */
export interface HeldAnswers {
  /** How many calls are waiting. */
  waiting: () => number;
  release: () => void;
}

export interface FixtureBackend {
  url: string;
  /** Every call since the last reset, in the order they arrived. */
  calls: BackendCall[];
  /** How many calls are being answered now. */
  inFlight: () => number;
  /** Routes added later are asked first, as page.route's are. */
  route: (matcher: CallMatcher, handler: RouteHandler) => void;
  /** Answers the fixtures' JSON as `edit` changes it (in place, or by returning a new body). */
  rewriteJson: (matcher: CallMatcher, edit: (body: never) => unknown) => void;
  hold: (matcher: CallMatcher) => HeldAnswers;
  /** Forgets routes and calls and lets every held answer go. */
  reset: () => void;
  close: () => Promise<void>;
}

const API_PATH = /^\/(ecommerce|productSearch)\//;

const matches = (matcher: CallMatcher, url: URL): boolean =>
  typeof matcher === 'string' ? url.pathname.endsWith(matcher) : matcher instanceof RegExp ? matcher.test(url.pathname + url.search) : matcher(url);

async function fixtureAnswer(request: Request): Promise<Response> {
  return (await getResponse(handlers, request.clone())) ?? new Response('No fixture for this call', { status: 404, headers: { 'content-type': 'text/plain' } });
}

async function record(request: Request): Promise<BackendCall> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A form upload or other non-JSON body: recorded as absent.
  }
  return { url: new URL(request.url), method: request.method, headers: Object.fromEntries(request.headers), body };
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  // The 'network' fault, or a route's Response.error(): the connection drops with no answer.
  if (response.type === 'error') return void req.socket.destroy();
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)));
  res.writeHead(response.status, { 'cache-control': 'no-store', ...headers });
  // Streamed as it comes, so a route can trickle or flood an answer as a failing backend does; let go when the caller goes.
  const reader = response.body?.getReader();
  res.once('close', () => void reader?.cancel().catch(() => undefined));
  for (let part = await reader?.read(); part && !part.done && !res.destroyed; part = await reader?.read()) res.write(part.value);
  res.end();
}

/** Starts the backend on a free port of 127.0.0.1. */
export async function startFixtureBackend(): Promise<FixtureBackend> {
  let routes: { matcher: CallMatcher; handler: RouteHandler }[] = [];
  let releases: (() => void)[] = [];
  const calls: BackendCall[] = [];
  let inFlight = 0;

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    for (const { matcher, handler } of [...routes].reverse()) {
      if (!matches(matcher, url)) continue;
      const response = await handler({ request: request.clone(), fetchOriginal: () => fixtureAnswer(request) });
      if (response) return response;
    }
    return fixtureAnswer(request);
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!API_PATH.test(path)) return fixtureImages(req, res, () => void res.writeHead(404).end());
    inFlight += 1;
    void (async () => {
      const request = await toRequest(req);
      calls.push(await record(request));
      await send(req, res, await answer(request));
    })()
      .catch((error: unknown) => {
        console.error('[fixture backend]', error);
        if (!res.headersSent) res.writeHead(500).end();
      })
      .finally(() => (inFlight -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const backend: FixtureBackend = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    inFlight: () => inFlight,
    route: (matcher, handler) => void routes.push({ matcher, handler }),
    rewriteJson: (matcher, edit) =>
      backend.route(matcher, async ({ fetchOriginal }) => {
        const original = await fetchOriginal();
        const body = (await original.json()) as never;
        return Response.json(edit(body) ?? body, { status: original.status, headers: original.headers });
      }),
    hold: (matcher) => {
      let waiting = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      releases.push(release);
      backend.route(matcher, async () => {
        waiting += 1;
        await released;
        waiting -= 1;
        return undefined;
      });
      return { waiting: () => waiting, release };
    },
    reset: () => {
      routes = [];
      for (const release of releases) release();
      releases = [];
      calls.length = 0;
    },
    close: () => {
      backend.reset();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return backend;
}
