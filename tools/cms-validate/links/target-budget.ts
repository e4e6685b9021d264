import { questionKey, type AskTarget, type TargetQuestion } from '../../../src/engine/link-check';

/** The targets a run asks about, at most `max` of them over every backend; the rest are refused unasked and counted. */
export interface TargetBudget {
  /** `ask` within the budget, counting asks and answers for the progress line; put behind onceEach, so each target comes once. */
  limit(backend: string, ask: AskTarget): AskTarget;
  /** True when this question of `backend` was refused for the budget (its link is then counted, not reported alone). */
  refused(backend: string, question: TargetQuestion | undefined): boolean;
  /** How many distinct targets were refused. */
  readonly refusedCount: number;
}

/** A budget of `max` targets per run; `onProgress` hears of each ask and answer (`checking link targets N/M`). */
export function createTargetBudget(max: number, onProgress?: (done: number, total: number) => void): TargetBudget {
  let asked = 0;
  let answered = 0;
  const refused = new Set<string>();
  const keyOf = (backend: string, question: TargetQuestion) => `${backend} ${questionKey(question)}`;
  return {
    limit: (backend, ask) => (question) => {
      if (asked >= max) {
        refused.add(keyOf(backend, question));
        return Promise.reject(new Error(`not asked: past the limit of ${max} link targets per run`));
      }
      asked += 1;
      onProgress?.(answered, asked);
      return ask(question).finally(() => {
        answered += 1;
        onProgress?.(answered, asked);
      });
    },
    refused: (backend, question) => question !== undefined && refused.has(keyOf(backend, question)),
    get refusedCount() {
      return refused.size;
    },
  };
}
