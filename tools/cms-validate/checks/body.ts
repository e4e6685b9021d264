import type { Issue } from '../findings';
import { duplicateKeys } from './duplicate-keys';
import type { CheckResult, BodyCheck } from './result';
import { preview } from './values';

/**
 * A raw response or file parsed as JSON (a leading byte-order mark is fine, as it is for browsers), with a
 * warning per duplicate key; or the finding that it is not JSON.
 */
export function parseText(raw: string): { body: unknown; duplicates: Issue[] } | { malformed: CheckResult } {
  const text = raw.startsWith('\ufeff') ? raw.slice(1) : raw;
  try {
    const body = JSON.parse(text) as unknown;
    return { body, duplicates: duplicateKeys(text) };
  } catch (error) {
    return {
      malformed: {
        issues: [{
          severity: 'error', rule: 'malformed-json', path: [], expected: 'a JSON document', received: preview(text),
          message: `malformed JSON (${(error as Error).message}): the site cannot read it`,
        }],
        follow: [],
      },
    };
  }
}

/** Parses a raw response or file and checks it; malformed JSON is a finding, never a crash. */
export function checkText(text: string, check: BodyCheck): CheckResult {
  const parsed = parseText(text);
  if ('malformed' in parsed) return parsed.malformed;
  const result = check(parsed.body);
  return { ...result, issues: [...parsed.duplicates, ...result.issues] };
}
