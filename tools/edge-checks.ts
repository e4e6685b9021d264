import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API_PREFIXES } from '../src/api/endpoints';

// What `npm run loadtest` and the tests try as an attacker of the site's edge: request targets that name another host
// (none may reach it), and made-up URLs that would each mint a cached copy (none may).

/** Every way a request target can name another host or climb out of its path, from audits of proxies and by hand. */
export function ssrfCorpus(host: string): string[] {
  const paths = [...API_PREFIXES.map((prefix) => `${prefix}x`), '/fixture-images/a.jpg', '/pdp/1001'];
  // The climbs out of a path start from the first backend prefix, the one forwarded most.
  const api = API_PREFIXES[0];
  const hostForms = [`//${host}`, `///${host}`, `////${host}`, `/\\${host}`, `/\\\\${host}`, `\\\\${host}`, `/%2F${host}`, `/%2f%2f${host}`, `/%5C${host}`, `/%5c%5c${host}`, `//${host}@127.0.0.1`, `//user:pass@${host}`, `http://${host}`, `HTTP://${host}`, `https://${host}`, host];
  return [
    ...hostForms.flatMap((form) => paths.map((path) => `${form}${path}`)),
    `${api}..%2F..%2F${host}/x`,
    `${api}%2e%2e/%2e%2e/${host}/x`,
    `${api}../../${host}/x`,
    `${api}./../${host}/x`,
    `/.${api}x`,
    `${api}x/..`,
    `${api}..#/${host}/x`,
    `${api}x/..#`,
    `${api}x\\..\\..\\${host}`,
    `*`,
  ];
}

/** A listener that records every request it gets: the host no request of the site may reach. */
export async function listenAsAnotherHost(): Promise<{ host: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => void (hits.push(`${req.method} ${req.url}`), res.end('{"success":true}')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends `target` as written (no client normalises it) to `origin` and answers the status (0: no answer). */
export function sendTarget(origin: string, target: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (head += chunk));
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });
}

/** Made-up URLs, in fifths: build files the build never had, pages with queries nobody's page reads, paths no page has, ids no product or article has, searches for any keyword. */
export function mintedUrls(count: number): string[] {
  const random = () => randomBytes(6).toString('hex');
  const file = (i: number) => `/assets/${random()}.${i % 2 ? 'js' : 'css'}`;
  const query = (i: number) =>
    [`/about-us?utm_source=${random()}`, `/pdp/1001?vc=${random()}`, `/products/category/irons?${random()}=1`, `/news?catalog=${random()}`, `/?${random()}`][i % 5] ?? '/';
  const id = () => String(randomBytes(4).readUInt32BE() + 1e9);
  const made = [file, query, () => `/${random()}/${random()}`, (i: number) => (i % 2 ? `/pdp/${id()}` : `/news/${id()}`), () => `/search-results-page?keyword=${random()}`];
  return Array.from({ length: count }, (_, i) => made[i % made.length]?.(Math.floor(i / made.length)) ?? '/');
}

/** The files a cache folder holds now, and their bytes. */
export function cacheFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (entry.isFile()) {
        files += 1;
        bytes += statSync(join(folder, entry.name)).size;
      }
    }
  };
  try {
    walk(dir);
  } catch {
    // No folder yet: nothing cached.
  }
  return { files, bytes };
}

/** Asks for each URL, `atOnce` at a time; answers the count of each status. */
export async function askAll(origin: string, urls: readonly string[], atOnce: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < urls.length; i = next++) {
      const answer = await fetch(`${origin}${urls[i]}`, { redirect: 'manual' }).catch(() => undefined);
      await answer?.arrayBuffer().catch(() => undefined);
      const status = String(answer?.status ?? 0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return statuses;
}
