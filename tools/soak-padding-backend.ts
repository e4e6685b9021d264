import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../fixtures/handlers';
import { API_PREFIXES, toRequest } from '../fixtures/http/api';

// `npm run soak`'s backend: the bundled fixture API with every JSON answer padded to 1 MB by trailing spaces (still
// valid JSON, so every page reads it as before), sent in turn with a Content-Length and chunked, and either whole or
// cut off halfway by a connection that drops.

export const PADDED_BYTES = 1024 * 1024;
/** A chunked answer's writes, about what a backend's socket sends at a time. */
const WRITE_BYTES = 64 * 1024;

/** How the answers end: whole, or cut off halfway by a connection that drops. */
export type AnswerEnding = 'whole' | 'cut';

export interface PaddingBackend {
  url: string;
  /** Every answer from now on ends this way. */
  endAnswers(ending: AnswerEnding): void;
  close(): Promise<void>;
}

/** Writes `body` (or its first half, then drops the connection), declared by its Content-Length or chunked. */
function send(res: ServerResponse, status: number, body: Buffer, declared: boolean, ending: AnswerEnding): void {
  res.writeHead(status, { 'content-type': 'application/json', ...(declared ? { 'content-length': body.length } : {}) });
  const sent = ending === 'whole' ? body : body.subarray(0, body.length / 2);
  for (let at = 0; at < sent.length; at += WRITE_BYTES) {
    const last = at + WRITE_BYTES >= sent.length;
    // The connection drops once the last write has left, as a backend that dies mid-answer.
    res.write(sent.subarray(at, at + WRITE_BYTES), last && ending === 'cut' ? () => res.destroy() : undefined);
  }
  if (ending === 'whole') res.end();
}

/** Starts the padding backend on a loopback port of the kernel's choice. */
export async function startPaddingBackend(): Promise<PaddingBackend> {
  let ending: AnswerEnding = 'whole';
  let answered = 0;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) return void res.writeHead(404).end();
    void (async () => {
      const response = await getResponse(handlers, await toRequest(req));
      if (!response || response.type === 'error') return void res.writeHead(404).end();
      const json = await response.text();
      const body = Buffer.from(json.padEnd(PADDED_BYTES - (Buffer.byteLength(json) - json.length), ' '));
      send(res, response.status, body, answered++ % 2 === 0, ending);
    })().catch((error: unknown) => {
      console.error(error);
      res.destroy();
    });
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    endAnswers: (next) => void (ending = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
