import { parseArgs } from 'node:util';
import type { NetworkOptions } from './network';
import { FatalError } from './settings';

/** Output formats. */
export const FORMATS = ['human', 'json', 'ndjson', 'github', 'junit'] as const;
/** One output format. */
export type Format = (typeof FORMATS)[number];
/** Lowest severity reported. */
export type Level = 'error' | 'warning';

/** `cms-validate [check]`: what to check and how to report it. */
export interface CheckOptions {
  command: 'check';
  /** undefined = VITE_API_BASE_URL, when a live check runs. */
  baseUrl?: string;
  content: string[];
  page: string[];
  product: string[];
  file: string[];
  /** Fixture sets; '' is the bundled set. */
  fixtures: string[];
  /** Check every screen even when --content/--page/--product name what to check. */
  screens: boolean;
  /** Ask the backend whether every link's target exists (off with --no-links). */
  links: boolean;
  /** At most this many distinct link targets asked per run (--max-link-targets); the rest are reported unchecked. */
  maxLinkTargets: number;
  format: Format;
  level: Level;
  network: NetworkOptions;
  verbose: boolean;
}

/** Every command line the CLI accepts. */
export type Options = CheckOptions | { command: 'schema'; out: string } | { command: 'help' };

const LISTS = ['content', 'page', 'product', 'file', 'fixtures'] as const;
type ListName = (typeof LISTS)[number];

const config = {
  'base-url': { type: 'string' },
  content: { type: 'string', multiple: true },
  page: { type: 'string', multiple: true },
  product: { type: 'string', multiple: true },
  file: { type: 'string', multiple: true },
  fixtures: { type: 'string', multiple: true },
  format: { type: 'string', default: 'human' },
  level: { type: 'string', default: 'warning' },
  concurrency: { type: 'string', default: '4' },
  timeout: { type: 'string', default: '10000' },
  retries: { type: 'string', default: '2' },
  out: { type: 'string' },
  screens: { type: 'boolean', default: false },
  'no-links': { type: 'boolean', default: false },
  'max-link-targets': { type: 'string', default: '500' },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** A bad command line: exit code 2, with a pointer to --help. */
export class UsageError extends FatalError {
  override name = 'UsageError';
}

/** `--fixtures` may come without a set name: give it the empty value (the bundled set). */
function withFixtureDefault(argv: readonly string[]): string[] {
  return argv.map((arg, i) => (arg === '--fixtures' && (argv[i + 1] === undefined || argv[i + 1]?.startsWith('-')) ? '--fixtures=' : arg));
}

/** Ids may also be given comma-separated; paths and set names are taken whole ('' = the bundled set). */
const splitList = (list: ListName, value: string) => (list === 'fixtures' || list === 'file' ? [value] : value.split(',').map((v) => v.trim()).filter(Boolean));

function integer(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new UsageError(`--${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw as T;
}

/** node:util's parse errors, which run to three sentences and quote shell advice, as one plain clause. */
function plainParseError(error: Error & { code?: string }): string {
  const option = /'(-[^']*)'/.exec(error.message)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? ''}`.trim();
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return option ? `option ${option.split(' ')[0]} needs a value` : 'an option is missing its value';
    default:
      return error.message.split('. ')[0] ?? error.message;
  }
}

/** Parses the command line (without node and the script). Throws UsageError on anything it does not know. */
export function parseCommandLine(argv: readonly string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({ args: withFixtureDefault(argv), options: config, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(plainParseError(error as Error & { code?: string }));
  }
  const { values, tokens } = parsed;
  if (values.help) return { command: 'help' };

  // `--product 1001 1002`: positionals after a list option belong to it; a leading `schema`/`check` is the command.
  const lists: Record<ListName, string[]> = { content: [], page: [], product: [], file: [], fixtures: [] };
  let command: 'check' | 'schema' = 'check';
  let current: ListName | undefined;
  for (const [i, token] of tokens.entries()) {
    if (token.kind === 'option') {
      current = (LISTS as readonly string[]).includes(token.name) ? (token.name as ListName) : undefined;
      if (current && token.value !== undefined) lists[current].push(...splitList(current, token.value));
    } else if (token.kind === 'positional') {
      if (i === 0 && (token.value === 'schema' || token.value === 'check')) command = token.value;
      else if (current && current !== 'fixtures') lists[current].push(...splitList(current, token.value));
      else throw new UsageError(`unexpected argument ${JSON.stringify(token.value)}`);
    }
  }

  if (command === 'schema') {
    if (!values.out) throw new UsageError('schema needs --out DIR');
    return { command: 'schema', out: values.out };
  }
  if (values.out) throw new UsageError('--out belongs to the schema command');
  return {
    command: 'check',
    ...(values['base-url'] !== undefined ? { baseUrl: values['base-url'] } : {}),
    ...lists,
    screens: values.screens,
    links: !values['no-links'],
    maxLinkTargets: integer('max-link-targets', values['max-link-targets'], 1),
    format: oneOf('format', values.format, FORMATS),
    level: oneOf('level', values.level, ['error', 'warning'] as const),
    network: {
      concurrency: integer('concurrency', values.concurrency, 1),
      timeoutMs: integer('timeout', values.timeout, 1),
      retries: integer('retries', values.retries, 0),
      backoffMs: 250,
    },
    verbose: values.verbose,
  };
}
