import type { Issue, Path } from '../findings';

// JSON.parse keeps the last of two equal keys without a word; the CMS editor shows the first. One pass over
// the text with a stack of its own (no recursion, whatever the depth), into JSON-string `contents` too.

type Frame = { kind: 'object'; keys: Set<string>; key?: string; expectKey: boolean } | { kind: 'array'; index: number };

/** Reads the string token starting at `start` (a quote); answers its decoded value and the index after it. */
function readString(text: string, start: number): { value: string; end: number } {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  const raw = text.slice(start, i + 1);
  let value: string;
  try {
    value = JSON.parse(raw) as string;
  } catch {
    value = raw.slice(1, -1);
  }
  return { value, end: i + 1 };
}

const pathOf = (stack: readonly Frame[]): (string | number)[] =>
  stack.flatMap((frame): (string | number)[] => (frame.kind === 'array' ? [frame.index] : frame.key === undefined ? [] : [frame.key]));

/** A warning for every key that appears twice in one object of the JSON `text` (already known to parse). */
export function duplicateKeys(text: string, prefix: Path = []): Issue[] {
  const issues: Issue[] = [];
  const stack: Frame[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      const { value, end } = readString(text, i);
      i = end;
      if (top?.kind === 'object' && top.expectKey) {
        if (top.keys.has(value)) {
          top.key = value;
          issues.push({
            severity: 'warning', rule: 'duplicate-key', path: [...prefix, ...pathOf(stack)], expected: 'each key once per object', received: JSON.stringify(value),
            message: 'key given twice: the site reads the last one, the CMS editor may show the first',
          });
        }
        top.keys.add(value);
        top.key = value;
      } else if (top?.kind === 'object' && top.key === 'contents' && /^\s*[[{]/.test(value)) {
        try {
          JSON.parse(value);
          // One at a time: contents may hold more duplicate keys than a call takes as arguments.
          for (const inner of duplicateKeys(value, [...prefix, ...pathOf(stack)])) issues.push(inner);
        } catch {
          // Malformed contents are reported by the block checks.
        }
      }
      continue;
    }
    if (c === '{') stack.push({ kind: 'object', keys: new Set(), expectKey: true });
    else if (c === '[') stack.push({ kind: 'array', index: 0 });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ':' && top?.kind === 'object') top.expectKey = false;
    else if (c === ',' && top) {
      if (top.kind === 'object') top.expectKey = true;
      else top.index += 1;
    }
    i += 1;
  }
  return issues;
}
