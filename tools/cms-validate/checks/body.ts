import type { CheckResult, BodyCheck } from './result';
import { preview } from './values';

/** A raw response or file parsed as JSON, or the finding that it is not JSON. */
export function parseText(text: string): { body: unknown } | { malformed: CheckResult } {
  try {
    return { body: JSON.parse(text) as unknown };
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
  return 'malformed' in parsed ? parsed.malformed : check(parsed.body);
}
