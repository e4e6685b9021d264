import type { Issue } from '../findings';

/** Content a checked response points at, which the site fetches on demand: the live run checks it too. */
export interface FollowUp {
  kind: 'page-config' | 'nav-popover' | 'store';
  id: string;
}

/** What a check found, and what the checked content points at. */
export interface CheckResult {
  issues: Issue[];
  follow: FollowUp[];
}

/** Checks one response body (already JSON-parsed). */
export type BodyCheck = (body: unknown) => CheckResult;
