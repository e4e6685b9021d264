import { parseArgs } from 'node:util';
import { UsageError } from '../cms-validate/args';
import type { NetworkOptions } from '../cms-validate/network';

/** `npm run record -- ...` */
export const RECORD_HELP = `record-fixtures: captures the live answers of the configured screens into a fixture set.

Usage
  npm run record -- --base-url URL --out fixtures/recorded/NAME [--product ID...] [--page ID...] [--content ID...]

  --base-url URL      backend to record (default: VITE_API_BASE_URL)
  --out DIR           the fixture set to write (<dir>/<key>.json per call, as fixtures/routes.ts serves them)
  --product ID...     products to record as well (fullProductDetail)
  --page ID...        page configs to record as well (those linked from the content are recorded anyway)
  --content ID...     more content pages to record
  --force             replace the files of an existing set (only its fixture folders are cleared)
  --concurrency N, --timeout MS, --retries N   as for cms-validate

Every screen of the build settings is recorded, with the page configs and nav popovers its content links to.
Tokens and personal data (e-mail addresses, mobile numbers, identity numbers, names, credentials in URLs)
are redacted. Replay with: FIXTURE_SET=NAME npm start (or npm run serve).
`;

/** What to record and where. */
export interface RecordOptions {
  help: boolean;
  baseUrl?: string;
  out: string;
  product: string[];
  page: string[];
  content: string[];
  force: boolean;
  network: NetworkOptions;
}

const count = (name: string, raw: string, min: number) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new UsageError(`--${name} must be an integer >= ${min}`);
  return value;
};

/** Parses the recorder's command line; positionals after a list option belong to it. */
export function parseRecordArgs(argv: readonly string[]): RecordOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      tokens: true,
      options: {
        'base-url': { type: 'string' }, out: { type: 'string' }, force: { type: 'boolean', default: false },
        product: { type: 'string', multiple: true }, page: { type: 'string', multiple: true }, content: { type: 'string', multiple: true },
        concurrency: { type: 'string', default: '4' }, timeout: { type: 'string', default: '10000' }, retries: { type: 'string', default: '2' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, tokens } = parsed;
  const lists: Record<'product' | 'page' | 'content', string[]> = { product: [], page: [], content: [] };
  let current: keyof typeof lists | undefined;
  for (const token of tokens) {
    if (token.kind === 'option') {
      current = token.name === 'product' || token.name === 'page' || token.name === 'content' ? token.name : undefined;
      if (current && token.value) lists[current].push(token.value);
    } else if (token.kind === 'positional') {
      if (!current) throw new UsageError(`unexpected argument ${JSON.stringify(token.value)}`);
      lists[current].push(token.value);
    }
  }
  if (!values.help && !values.out) throw new UsageError('--out DIR is required (e.g. --out fixtures/recorded/live-2024-06)');
  return {
    help: values.help,
    ...(values['base-url'] !== undefined ? { baseUrl: values['base-url'] } : {}),
    out: values.out ?? '',
    ...lists,
    force: values.force,
    network: { concurrency: count('concurrency', values.concurrency, 1), timeoutMs: count('timeout', values.timeout, 1), retries: count('retries', values.retries, 0), backoffMs: 250 },
  };
}
