import type { CheckResult, ContentLink, FollowUp } from '../checks/result';
import { toFindings, type Finding, type Problem, type Source } from '../findings';

/** What checking one source gave: findings, or the problem that stopped the check. */
export interface Outcome {
  source: Source;
  findings: Finding[];
  problem?: Problem;
  follow: FollowUp[];
  /** The links of the checked content, whose targets the link stage asks about. */
  links: ContentLink[];
  /** Why the backend could not be reached at all (no HTTP answer), when that stopped the check. */
  unreachable?: string;
}

/** The outcome of a completed check. */
export const checked = (source: Source, result: CheckResult): Outcome => ({
  source, findings: toFindings(source, result.issues), follow: result.follow, links: result.links ?? [],
});

/** The outcome of a check that could not run. */
export const failed = (source: Source, message: string, unreachable?: string): Outcome => ({
  source, findings: [], problem: { source, message }, follow: [], links: [], ...(unreachable === undefined ? {} : { unreachable }),
});
