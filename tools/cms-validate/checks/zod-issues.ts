import type * as z from 'zod/mini';
import type { Issue, Path } from '../findings';
import { preview, valueAt } from './values';

type ZodIssue = z.core.$ZodIssue;

const plural = (n: number | bigint, word: string) => `${n} ${word}${n === 1 || n === 1n ? '' : 's'}`;
const UNIT: Record<string, string> = { string: 'character', array: 'item', set: 'item', file: 'byte' };

function bound(issue: { origin: string; inclusive?: boolean }, limit: number | bigint, side: 'least' | 'most'): string {
  const unit = UNIT[issue.origin];
  if (unit) return `at ${side} ${plural(limit, unit)}`;
  const sign = side === 'least' ? '>' : '<';
  return `${sign}${issue.inclusive === false ? '' : '='} ${limit}`;
}

/** Our schemas say `must be X`, `must hold X`, `must not be X` or `missing: X`, whatever the issue's code. */
const OUR_WORDING = /^(must (be|hold|not be)|missing:) /;

/** What the schema wanted, in a few words: our own wording when the schema gave one, else from the zod issue's code (zod/mini's own messages say little). */
function expectedOf(issue: ZodIssue): string {
  // What was expected is X / not X.
  if (OUR_WORDING.test(issue.message)) return issue.message.replace(/^(must (be|hold)|missing:) /, '').replace(/^must not be /, 'not ');
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'too_small':
      return bound(issue, issue.minimum, 'least');
    case 'too_big':
      return bound(issue, issue.maximum, 'most');
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `text matching ${String(issue.pattern)}` : `a valid ${issue.format}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `no keys ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // Each branch's own complaint about the value itself: `string | number`.
      const branches = issue.errors.flatMap((errors) => errors.filter((e) => e.path.length === 0).map(expectedOf));
      return [...new Set(branches)].join(' | ') || 'one of the allowed shapes';
    }
    case 'custom':
      return issue.message.startsWith('malformed JSON') ? 'valid JSON' : issue.message;
    default:
      return issue.message;
  }
}

/** Turns zod issues into findings' issues; `root` is the checked value, `prefix` is put before every path. */
export function fromZodIssues(issues: readonly ZodIssue[], root: unknown, prefix: Path = []): Issue[] {
  return issues.map((issue) => {
    const malformed = issue.code === 'custom' && issue.message.startsWith('malformed JSON');
    return {
      severity: 'error',
      rule: malformed ? 'malformed-json' : 'invalid',
      path: [...prefix, ...(issue.path as Path)],
      expected: expectedOf(issue),
      received: preview(valueAt(root, issue.path as Path)),
      message: issue.message,
    };
  });
}

/** Parses `value` with `schema` and answers its issues (empty when it passes). */
export function schemaIssues(schema: z.ZodMiniType, value: unknown, prefix: Path = []): Issue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fromZodIssues(result.error.issues, value, prefix);
}
