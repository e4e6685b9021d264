import { createApiClient } from '../../../src/api/client';
import { checkText } from '../checks/body';
import type { FollowUp } from '../checks/result';
import type { Source } from '../findings';
import { cliFetch, createLimiter, type Exchange, type NetworkOptions } from '../network';
import { OTHER_KINDS, type ContentKind } from '../screens';
import { STORE_CODE } from '../../../schemas/site-constants';
import { FatalError, type Settings } from '../settings';
import { checked, failed, type Outcome } from './outcome';

/** One thing to fetch from the backend and check. */
export interface LiveTarget {
  source: Source;
  kind: ContentKind;
}

/** How to reach the backend. */
export interface LiveOptions {
  baseUrl: string;
  settings: Settings;
  network: NetworkOptions;
  /** Called after each source with the count done and the count known so far. */
  onProgress?: (done: number, total: number) => void;
  /** Called with the requests of each source and their raw answers (the recorder files them). */
  onExchanges?: (exchanges: readonly Exchange[]) => void;
}

const FOLLOW_KINDS: Record<FollowUp['kind'], (id: string) => LiveTarget> = {
  'page-config': (id) => ({ source: { kind: 'page', id }, kind: OTHER_KINDS.pageConfig }),
  'nav-popover': (id) => ({ source: { kind: 'content', id, screen: 'NAV_POPOVER' }, kind: OTHER_KINDS.navPopover }),
  store: (id) => ({ source: { kind: 'store', id }, kind: OTHER_KINDS.store }),
};

const keyOf = (target: LiveTarget) => `${target.source.kind}:${target.source.id}:${target.kind.endpoint}`;
const pathOf = (exchange: Exchange) => new URL(exchange.url).pathname;

async function checkOne(target: LiveTarget, options: LiveOptions, limit: ReturnType<typeof createLimiter>): Promise<Outcome> {
  const log: Exchange[] = [];
  const client = createApiClient({
    baseUrl: options.baseUrl,
    storeCode: STORE_CODE,
    storeId: options.settings.storeId,
    accessToken: options.settings.accessToken,
    warn: () => undefined, // the CLI reports HTTP failures itself, once, as problems
    fetch: cliFetch(options.network, limit, log),
  });
  let thrown: unknown;
  try {
    await target.kind.call(client, target.source.id);
  } catch (error) {
    // Contract and JSON faults are judged below from the raw answer; only a missing answer matters here.
    thrown = error;
  }
  options.onExchanges?.(log);
  const exchange = log.find((e) => pathOf(e).endsWith(target.kind.endpoint)) ?? log[0];
  if (!exchange) return failed(target.source, `no request was made: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  if (exchange.error) return failed(target.source, `${exchange.method} ${exchange.url}: ${exchange.error}`, exchange.unreachable ? exchange.error : undefined);
  if (exchange.status === undefined || exchange.status >= 400) {
    return failed(target.source, `${exchange.method} ${exchange.url}: HTTP ${exchange.status ?? '?'}`);
  }
  return checked(target.source, checkText(exchange.text ?? '', target.kind.check));
}

/**
 * Checks every target against the backend, then, wave by wave, whatever their content links to (page
 * configs, popovers, stores). When no target of the first wave gets any answer, throws one FatalError. Waves keep the report's order the same from run to run: sources as given,
 * then follow-ups in the order of what links to them, whichever answer arrives first.
 */
export async function checkLive(targets: readonly LiveTarget[], options: LiveOptions): Promise<Outcome[]> {
  const limit = createLimiter(options.network.concurrency);
  const seen = new Set<string>();
  const outcomes: Outcome[] = [];
  /** The targets not checked yet, each marked as seen (a link repeated in one wave is checked once). */
  const unseen = (list: readonly LiveTarget[]) => list.filter((target) => {
    const key = keyOf(target);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let done = 0;
  let wave = unseen(targets);
  while (wave.length) {
    const results = await Promise.all(wave.map(async (target) => {
      const outcome = await checkOne(target, options, limit);
      done += 1;
      options.onProgress?.(done, seen.size);
      return outcome;
    }));
    // Nothing answered at all: one line says so, instead of the same network error once per screen.
    const first = results[0]?.unreachable;
    if (outcomes.length === 0 && first !== undefined && results.every((o) => o.unreachable !== undefined)) {
      throw new FatalError(`backend unreachable at ${options.baseUrl}: ${first}`);
    }
    outcomes.push(...results);
    wave = unseen(results.flatMap((outcome) => outcome.follow.map((f) => FOLLOW_KINDS[f.kind](f.id))));
  }
  return outcomes;
}
