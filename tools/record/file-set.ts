import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureRoutes, type FixtureRoute } from '../../fixtures/routes';
import type { Exchange } from '../cms-validate/network';
import type { Redactor } from './redact';

/** A fixture file to write: where it goes in the set, and its redacted text. */
export interface Recording {
  route: FixtureRoute;
  key: string;
  text: string;
}

/** The same rule fixtures/set.ts applies when replaying: anything else could not be served back. */
const replayableKey = (key: string) => /^[\w.-]+$/.test(key) && !key.startsWith('.');

function keyOf(route: FixtureRoute, exchange: Exchange, url: URL): string | undefined {
  if (route.key === null) return 'index';
  if (route.method === 'GET') return url.searchParams.get(route.key) ?? undefined;
  try {
    const body = JSON.parse(exchange.requestBody ?? '') as Record<string, unknown>;
    return body[route.key] === undefined ? undefined : String(body[route.key]);
  } catch {
    return new URLSearchParams(exchange.requestBody ?? '').get(route.key) ?? undefined;
  }
}

/** Files one answered request under its fixture route, or says why it cannot be replayed. */
export function toRecording(exchange: Exchange, redactor: Redactor): Recording | string {
  const url = new URL(exchange.url);
  const route = fixtureRoutes.find((r) => r.method === exchange.method && [r.path, ...(r.aliases ?? [])].some((path) => url.pathname.endsWith(path)));
  if (!route) return `${exchange.method} ${url.pathname}: no fixture route serves this call, not recorded`;
  const key = keyOf(route, exchange, url);
  if (key === undefined || !replayableKey(key)) return `${exchange.method} ${url.pathname}: key ${JSON.stringify(key)} cannot be a fixture file name, not recorded`;
  const raw = exchange.text ?? '';
  let text: string;
  try {
    text = `${JSON.stringify(redactor.value(JSON.parse(raw) as unknown), null, 2)}\n`;
  } catch {
    text = redactor.text(raw); // a malformed answer is recorded as it came, so replay shows the same fault
  }
  return { route, key, text };
}

/** Writes recordings as `<set>/<dir>/<key>.json`, the layout fixtures/routes.ts serves. */
export function writeSet(setDir: string, recordings: readonly Recording[]): string[] {
  return recordings.map(({ route, key, text }) => {
    mkdirSync(join(setDir, route.dir), { recursive: true });
    const file = join(setDir, route.dir, `${key}.json`);
    writeFileSync(file, text);
    return file;
  });
}
