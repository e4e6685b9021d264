// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderSlots } from '../../server/render-slots';

// The render server's turns: at most N renders at once, the rest waiting in line, and a request whose visitor left
// while it waited leaves the line without ever beginning.

describe('render turns', () => {
  it('lets N renders begin, holds the next until one is given back, then begins the longest-waiting', async () => {
    const slots = renderSlots(2);
    const began: string[] = [];
    const take = (name: string) => slots.take(new AbortController().signal).then(() => void began.push(name));
    await Promise.all([take('a'), take('b')]);
    const c = take('c');
    const d = take('d');
    await Promise.resolve();
    expect(began).toEqual(['a', 'b']);
    slots.give();
    await c;
    expect(began).toEqual(['a', 'b', 'c']);
    slots.give();
    await d;
    expect(began).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets a request whose visitor left while it waited leave the line: it never begins, and the next takes its turn', async () => {
    const slots = renderSlots(1);
    await slots.take(new AbortController().signal);
    const gone = new AbortController();
    let begun = false;
    const left = slots.take(gone.signal).then(() => (begun = true));
    const next = slots.take(new AbortController().signal);
    gone.abort(new Error('the visitor went'));
    await expect(left).rejects.toThrow('the visitor went');
    slots.give();
    await next;
    expect(begun).toBe(false);
  });

  it('never begins a request whose visitor is already gone', async () => {
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(renderSlots(4).take(gone.signal)).rejects.toThrow('gone');
  });

  it('never has more than N renders under way, whoever leaves the line and whenever turns are given back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.constantFrom('take', 'leave', 'give'), { maxLength: 40 }), async (limit, steps) => {
        const slots = renderSlots(limit);
        let running = 0;
        let peak = 0;
        const lines: AbortController[] = [];
        for (const step of steps) {
          if (step === 'take') {
            const visitor = new AbortController();
            lines.push(visitor);
            slots.take(visitor.signal).then(() => {
              running += 1;
              peak = Math.max(peak, running);
            }, () => undefined);
          } else if (step === 'leave') lines.shift()?.abort();
          else if (running > 0) {
            running -= 1;
            slots.give();
          }
          await new Promise((settle) => setImmediate(settle));
        }
        expect(peak).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 1_000 },
    );
  });
});
