import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { FAULT_HEADER } from '../fixtures/faults';
import { fixtureImagesDir } from '../fixtures/set';
import { fileUnder, notFound, sendFile } from '../server/static-files';
import { isPicture, sendFixtureImage } from './fixture-images';

/** Paths the fixture API answers; everything else is the site. */
const API_PREFIXES = ['/ecommerce/', '/productSearch/'];
const IMAGE_PREFIX = '/fixture-images/';


type Next = () => void;

/** The Fetch API request of a node request, body included (what msw's handlers answer). */
export async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = req.method ?? 'GET';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
}

/** Answers the fixture API from the msw handlers, as a connect-style middleware (fixture server and vite dev). */
export function apiMiddleware(handlers: HttpHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!API_PREFIXES.some((p) => path.startsWith(p))) return next();
    const response = await getResponse(handlers, await toRequest(req));
    if (!response) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No fixture for this call');
      return;
    }
    if (response.type === 'error') {
      req.socket.destroy(); // the 'network' fault: the connection drops with no answer
      return;
    }
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

/** The fixture images (/fixture-images/), as the object storage answers them: pictures processed by their x-oss-process query. */
export function fixtureImages(req: IncomingMessage, res: ServerResponse, next: Next): void {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (!path.startsWith(IMAGE_PREFIX)) return next();
  const image = fileUnder(fixtureImagesDir, path.slice(IMAGE_PREFIX.length - 1));
  if (image && isPicture(image)) return void sendFixtureImage(req, res, image).catch((error: unknown) => console.error(error));
  if (image) return sendFile(req, res, image, 'public, max-age=86400');
  notFound(res);
}

/** The fault list of the page request being rendered: its fixture calls carry it, as the browser's own calls do. */
export const pageFaults = new AsyncLocalStorage<string | undefined>();

/**
 * A fetch that answers calls to `origin`'s fixture API in this process (no socket, as a backend beside the server
 * would be), with the fault list of the page being rendered; every other call goes to the network.
 */
export function inProcessFixtureFetch(handlers: HttpHandler[], origin: string, network: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin || !API_PREFIXES.some((p) => url.pathname.startsWith(p))) return network(request);
    const faults = pageFaults.getStore();
    if (faults && !request.headers.has(FAULT_HEADER)) request.headers.set(FAULT_HEADER, faults);
    const response = await getResponse(handlers, request);
    if (!response) return new Response('No fixture for this call', { status: 404, headers: { 'content-type': 'text/plain' } });
    // The 'network' fault: the connection drops with no answer, as fetch reports it.
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
}
