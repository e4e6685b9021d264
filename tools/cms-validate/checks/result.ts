import type { LinkRef } from '../../../src/engine/link-refs';
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
  /** The links of the content, for the link stage (their targets are asked of the backend after every check). */
  links?: ContentLink[];
}

/** A link of checked content, with the block that holds it when it is in a block list. */
export type ContentLink = LinkRef & { index?: number; modelName?: string };

/** Checks one response body (already JSON-parsed). */
export type BodyCheck = (body: unknown) => CheckResult;
