import { handlers } from '../../../fixtures/handlers';
import { withFixtureSet } from '../../../fixtures/set';
import { STORE_CODE } from '../../../schemas/site-constants';
import { createApiClient } from '../../../src/api/client';
import { createLinkTargets } from '../../../src/api/link-targets';
import { checkLinks, onceEach, type AskTarget } from '../../../src/engine/link-check';
import { inProcessFixtureFetch } from '../../../fixtures/http/in-process';
import { toFindings, type Issue, type Problem } from '../findings';
import { cliFetch, createLimiter, type Exchange, type NetworkOptions } from '../network';
import type { ContentLink } from '../checks/result';
import type { Settings } from '../settings';
import { count } from '../reporters/summary';
import type { Outcome } from '../sources/outcome';
import { describeQuestion, linkIssue } from './link-issues';
import { createTargetBudget, type TargetBudget } from './target-budget';

/** Where a group of sources asks about its link targets: a backend, or a fixture set's API answered in this process. */
export type LinkBackend = { baseUrl: string } | { setDir: string };

/** Sources whose links are asked of one backend. */
export interface LinkGroup {
  outcomes: readonly Outcome[];
  backend: LinkBackend;
}

/** The origin the fixture API is asked on, in this process (never the network). */
const FIXTURE_ORIGIN = 'http://fixture-api.invalid';

const keyOf = (backend: LinkBackend) => ('baseUrl' in backend ? `url ${backend.baseUrl}` : `set ${backend.setDir}`);

/** The site's own link-target calls against `backend`, each answer shared by the whole run, under the run's limits. */
function askerFor(backend: LinkBackend, settings: Settings, network: NetworkOptions, limit: ReturnType<typeof createLimiter>, budget: TargetBudget): AskTarget {
  const send: typeof fetch = 'baseUrl' in backend
    ? fetch
    : (input, init) => withFixtureSet(backend.setDir, () => inProcessFixtureFetch(handlers, FIXTURE_ORIGIN)(input, init));
  const log: Exchange[] = []; // the stage reports answers, not exchanges
  const client = createApiClient({
    baseUrl: 'baseUrl' in backend ? backend.baseUrl : FIXTURE_ORIGIN,
    storeCode: STORE_CODE,
    storeId: settings.storeId,
    accessToken: settings.accessToken,
    warn: () => undefined,
    fetch: cliFetch(network, limit, log, send),
  });
  return onceEach(budget.limit(keyOf(backend), createLinkTargets(client)));
}

/** Links of a source checked at once: their targets are still asked side by side, yet 100,000 links are never 100,000 checks held together. */
const LINKS_AT_ONCE = 500;

/** The block that holds a link, for its findings. */
const blockOf = (link: ContentLink) => ({ ...(link.index === undefined ? {} : { index: link.index }), ...(link.modelName ? { modelName: link.modelName } : {}) });

/**
 * The link stage: every link of every checked source, resolved as the site does and asked of its backend (each
 * target once per run, at most `maxTargets` of them, under --concurrency). Dead links and cards that misname or
 * misprice their product become findings of the source that holds them; a target the backend could not answer about
 * is a problem (exit 2), and so, in one line, are the targets past the limit.
 */
export async function checkOutcomeLinks(
  groups: readonly LinkGroup[],
  options: { settings: Settings; network: NetworkOptions; maxTargets: number; onProgress?: (done: number, total: number) => void },
): Promise<{ outcomes: Outcome[]; problems: Problem[] }> {
  const limit = createLimiter(options.network.concurrency);
  const askers = new Map<string, AskTarget>();
  const budget = createTargetBudget(options.maxTargets, options.onProgress);
  const askerOf = (backend: LinkBackend): AskTarget => {
    const key = keyOf(backend);
    const ask = askers.get(key) ?? askerFor(backend, options.settings, options.network, limit, budget);
    askers.set(key, ask);
    return ask;
  };
  const problems: Problem[] = [];
  let refusedLinks = 0;
  const outcomes = await Promise.all(groups.flatMap(({ outcomes: list, backend }) => list.map(async (outcome) => {
    if (outcome.links.length === 0) return outcome;
    const issues: Issue[] = [];
    for (let start = 0; start < outcome.links.length; start += LINKS_AT_ONCE) {
      // Link by link, so each finding keeps the block of its link.
      const batch = outcome.links.slice(start, start + LINKS_AT_ONCE);
      const found = await Promise.all(batch.map(async (link) => ({ link, findings: await checkLinks([link], askerOf(backend)) })));
      for (const { link, findings } of found) {
        for (const finding of findings) {
          if (finding.rule !== 'target-unchecked') issues.push({ ...linkIssue(finding), ...blockOf(link) });
          else if (budget.refused(keyOf(backend), finding.question)) refusedLinks += 1;
          else problems.push({ source: outcome.source, message: `link target ${finding.target} not checked${finding.question ? ` (${describeQuestion(finding.question)})` : ''}: ${finding.detail}` });
        }
      }
    }
    return { ...outcome, findings: [...outcome.findings, ...toFindings(outcome.source, issues)] };
  })));
  if (budget.refusedCount) {
    const max = options.maxTargets;
    problems.push({ message: `link targets not checked: ${budget.refusedCount} (behind ${count(refusedLinks, 'link')}), past the limit of ${max} per run (--max-link-targets ${max}); raise the limit to check them all` });
  }
  return { outcomes, problems };
}
