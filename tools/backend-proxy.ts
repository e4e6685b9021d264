import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback proxy in front of a backend, for the load test's outages: it counts the calls by path, can delay each,
// and can hang (take calls and answer none) until it resumes, as a backend that stops answering does.

export interface BackendProxy {
  url: string;
  /** Calls received so far whose path ends with `ending`. */
  calls: (ending: string) => number;
  /** Each call from now on waits this long before it is passed on. */
  setDelay: (ms: number) => void;
  /** From now on every call is taken and held unanswered (until resume or close). */
  hang: () => void;
  resume: () => void;
  close: () => Promise<void>;
}

export async function startBackendProxy(target: string): Promise<BackendProxy> {
  let delayMs = 0;
  const origin = new URL(target);
  const paths: string[] = [];
  let held: (() => void)[] | undefined;
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request({ host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    res.once('close', () => upstream.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    paths.push((req.url ?? '').split('?', 1)[0] ?? '');
    const go = () => (res.destroyed ? undefined : pass(req, res));
    if (held) return void held.push(go);
    if (delayMs > 0) return void setTimeout(go, delayMs);
    go();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setDelay: (ms) => void (delayMs = ms),
    calls: (ending) => paths.filter((path) => path.endsWith(ending)).length,
    hang: () => void (held ??= []),
    resume: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const go of waiting) go();
    },
    close: () => {
      held = undefined;
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
