import { createServer, type Server } from 'node:http';

/** A backend that misbehaves on purpose, chosen by the first path segment of the base URL. */
export interface StubBackend {
  /** `${url}/status-500`, `${url}/slow`, `${url}/malformed` are base URLs for the CLI. */
  url: string;
  /** Requests seen per mode. */
  hits: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Answers every call under /status-500 with HTTP 500, never answers under /slow, and answers truncated JSON
 * under /malformed. Lives in the test process: cheaper than a fixture server, and it can count attempts.
 */
export async function startStubBackend(): Promise<StubBackend> {
  const hits: Record<string, number> = {};
  const server: Server = createServer((req, res) => {
    const mode = (req.url ?? '/').split('/')[1] ?? '';
    hits[mode] = (hits[mode] ?? 0) + 1;
    if (mode === 'status-500') res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    else if (mode === 'malformed') res.writeHead(200, { 'content-type': 'application/json' }).end('{"success": true, "data": [{"modelNa');
    else if (mode !== 'slow') res.writeHead(404).end();
    // slow: left hanging until the client gives up or the server stops
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    stop: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
