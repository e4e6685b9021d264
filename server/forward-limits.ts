// How many of the browser's calls a render server forwards at once (issue #46: 70 calls one client held at the backend
// starved a server's healthy API calls for 30 s). Each call is admitted or refused before it reaches the backend:
//
// - per server: at most `perServer` calls at the backend at once, fewer than the connections the forwarder keeps to it,
//   so no call ever queues inside the HTTP client behind held ones; past that, 503 at once (the server is full);
// - per client address: at most `perClient` of them; a call past that waits in its client's own line (at most
//   `waiting` calls, each at most `waitMs`) for one of its client's calls to end, else 429. The line is there for a
//   burst (a page's pictures over HTTP/2, several visitors behind one carrier's NAT): it costs no backend connection
//   and no other client's turn, and nothing waits for ever.
//
// Held calls of one client therefore take `perClient` of the server's places and no more, and every place is given back
// when its call ends, however it ends (answered, cut at its deadline, or its visitor gone).

export interface ForwardLimitSettings {
  /** Calls at the backend at once, from every client. */
  perServer: number;
  /** Calls at the backend at once from one client address. */
  perClient: number;
  /** Calls of one client that may wait for one of its places. */
  waiting: number;
  /** How long such a call waits before it is refused. */
  waitMs: number;
}

/** The render server's: 48 of the forwarder's 64 backend connections, 8 a client with 32 more waiting up to 3 s. */
export const FORWARD_LIMITS: ForwardLimitSettings = { perServer: 48, perClient: 8, waiting: 32, waitMs: 3_000 };

/** A call's place, or why it has none: 429 (its client has too many) or 503 (the server has), with a Retry-After. */
export type Admission = { admitted: true; release: () => void } | { admitted: false; status: 429 | 503; retryAfterSeconds: number };

/** Retry-After for a client over its limit (its own calls end soon or are cut) and for a full server. */
const CLIENT_RETRY_SECONDS = 1;
const SERVER_RETRY_SECONDS = 5;

interface Client {
  running: number;
  line: ((admission: Admission) => void)[];
}

export interface ForwardLimits {
  /** A place for a call of `client`, now or after a wait in its line; `gone` (its visitor left) takes it out of the line. */
  admit(client: string, gone: AbortSignal): Promise<Admission>;
  /** Calls at the backend now. */
  running(): number;
}

export function forwardLimits(settings: ForwardLimitSettings): ForwardLimits {
  const clients = new Map<string, Client>();
  let running = 0;
  const tooMany: Admission = { admitted: false, status: 429, retryAfterSeconds: CLIENT_RETRY_SECONDS };
  const full: Admission = { admitted: false, status: 503, retryAfterSeconds: SERVER_RETRY_SECONDS };

  const forget = (key: string, client: Client) => {
    if (client.running === 0 && client.line.length === 0) clients.delete(key);
  };
  /** Takes a place for `client` (there is one): its release gives it to the next call in the client's line, else back. */
  const take = (key: string, client: Client): Admission => {
    running += 1;
    client.running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = client.line.shift();
      // The place passes straight to the client's next call: the counts stay as they are.
      if (next) return next(handOver(key, client));
      running -= 1;
      client.running -= 1;
      forget(key, client);
    };
    return { admitted: true, release };
  };
  /** The place of a call that ended, handed to the next call of the same client. */
  const handOver = (key: string, client: Client): Admission => {
    running -= 1;
    client.running -= 1;
    return take(key, client);
  };

  return {
    running: () => running,
    admit(key, gone) {
      if (running >= settings.perServer) return Promise.resolve(full);
      const client = clients.get(key) ?? { running: 0, line: [] };
      clients.set(key, client);
      if (client.running < settings.perClient) return Promise.resolve(take(key, client));
      if (client.line.length >= settings.waiting || gone.aborted) {
        forget(key, client);
        return Promise.resolve(tooMany);
      }
      return new Promise<Admission>((resolve) => {
        const leave = (admission: Admission) => {
          clearTimeout(timer);
          gone.removeEventListener('abort', onGone);
          const at = client.line.indexOf(waiter);
          if (at >= 0) client.line.splice(at, 1);
          forget(key, client);
          resolve(admission);
        };
        const waiter = (admission: Admission) => leave(admission);
        const onGone = () => leave(tooMany);
        const timer = setTimeout(() => leave(tooMany), settings.waitMs);
        gone.addEventListener('abort', onGone, { once: true });
        client.line.push(waiter);
      });
    },
  };
}
