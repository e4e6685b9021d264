import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/** A request a stand-in backend received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in backend on a free loopback port: what it received, and its own answer. */
export interface Listener {
  origin: string;
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

/** Starts a listener that records each request and answers it with `answer` (JSON `{"success":true}` by default). */
export async function listen(answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => void res.end('{"success":true}')): Promise<Listener> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A raw answer: its status line's code, its headers (lower-case names) and its body. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Writes `bytes` as they are to a port (no client normalises them) and reads the answer until the server closes. */
export function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const at = text.indexOf('\r\n\r\n');
      const [status = '', ...fields] = text.slice(0, at).split('\r\n');
      const headers = new Map(fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]));
      resolve({ status: Number(status.split(' ')[1]), headers, body: Buffer.from(text.slice(at + 4), 'latin1').toString('utf8') });
    });
  });
}

/** A GET of `target` as written, with a closing connection and any extra header lines. */
export const get = (port: number, target: string, extra: Record<string, string> = {}) =>
  rawRequest(port, [`GET ${target} HTTP/1.1`, 'Host: site.test', 'Connection: close', ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n'));
