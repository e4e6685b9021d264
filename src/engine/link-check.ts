import { collectLinks, type ContentPath, type LinkRef } from './link-refs';
import { paths } from './paths';
import { matchRoute } from './match-route';
import type { RouteId } from './route-paths';

// Whether a link's target exists, asked of the backend the site uses (the validator, /__preview): the questions a
// link raises, and what the answers make of it. The asking itself is the caller's (src/api/link-targets.ts).

/** Something a link needs to exist. */
export type TargetQuestion =
  | { kind: 'product'; id: string }
  | { kind: 'category'; code: string }
  | { kind: 'pageConfig'; id: string }
  | { kind: 'news'; id: string }
  | { kind: 'shortLink'; code: string };

/** The backend's answer: the target is missing (and why), or there, with what the checks compare. */
export type TargetAnswer =
  | { found: false; why: string }
  | { found: true; product?: { name: string; price: number }; leaf?: boolean; link?: unknown };

/** Asks the backend one question; throws when it cannot tell (network, HTTP status): the link is then unchecked. */
export type AskTarget = (question: TargetQuestion) => Promise<TargetAnswer>;

/** What a link check found. `dead-link`: the target is missing; `no-route`: no page of the site has that path. */
export type LinkFindingRule = 'dead-link' | 'no-route' | 'name-differs' | 'price-differs' | 'target-unchecked';

/** One finding of the link check, at the path of the link in its content. */
export interface LinkFinding {
  rule: LinkFindingRule;
  severity: 'error' | 'warning';
  path: ContentPath;
  /** The link as the content has it. */
  written: unknown;
  /** The address (or page config) the link leads to, as the site would build it. */
  target: string;
  /** What was asked about the target, for a dead or unchecked link (none for a path no route takes). */
  question?: TargetQuestion;
  /** Why the target is missing or unchecked, in the backend's (or the HTTP layer's) words. */
  detail: string;
  shown?: string;
  actual?: string;
  /** The short link this target was reached through (`/s/gift`), when it was. */
  via?: string;
}

/** The questions of one target, in the order they are asked (the first that fails makes the link dead). */
function questionsOf(match: { id: RouteId; params: Record<string, string> }): TargetQuestion[] {
  const { params } = match;
  const category = (code: string | undefined): TargetQuestion[] => (code === undefined ? [] : [{ kind: 'category', code }]);
  switch (match.id) {
    case 'product':
      return [{ kind: 'product', id: params.slug ?? '' }];
    case 'leaf-category':
      return category(params.code);
    case 'category':
    case 'collections-nav1':
      return category(params.nav1);
    case 'product-list':
    case 'collections-nav2':
      return [...category(params.nav1), ...category(params.nav2)];
    case 'news-detail':
      return [{ kind: 'news', id: params.id ?? '' }];
    case 'short-link':
      return [{ kind: 'shortLink', code: params.code ?? '' }];
    case 'brand-story-page':
      return [{ kind: 'pageConfig', id: params.slug ?? '' }];
    default:
      return [];
  }
}

/** The id or code a question asks about. */
export const questionId = (question: TargetQuestion): string => ('id' in question ? question.id : question.code);

/** A type-5 link to a leaf category: the address the site gives it once the tree says it is a leaf. */
function leafAddress(ref: LinkRef, question: TargetQuestion, answer: TargetAnswer): string | undefined {
  const typeFive = Number((ref.written as { linkType?: unknown }).linkType) === 5;
  return typeFive && question.kind === 'category' && answer.found && answer.leaf === true ? paths.productLeaf(question.code) : undefined;
}

/** The findings of one link; `via` names the short link it was reached through (whose own target is not followed again). */
async function checkLink(ref: LinkRef, ask: AskTarget, via?: string): Promise<LinkFinding[]> {
  const { to } = ref;
  if (to.kind === 'external' || to.kind === 'none') return []; // off-site and refused links are the content checks' to report
  const base = { path: ref.path, written: ref.written, ...(via ? { via } : {}) };
  const match = to.kind === 'internal' ? matchRoute(to.to) : undefined;
  if (to.kind === 'internal' && !match) {
    return [{ ...base, rule: 'no-route', severity: 'error', target: to.to, detail: 'no route of the site takes this path' }];
  }
  const questions: TargetQuestion[] = to.kind === 'pageConfig' ? [{ kind: 'pageConfig', id: to.id }] : match ? questionsOf(match) : [];
  let target = to.kind === 'pageConfig' ? `page config ${to.id}` : to.to;
  const findings: LinkFinding[] = [];
  for (const question of questions) {
    let answer: TargetAnswer;
    try {
      answer = await ask(question);
    } catch (error) {
      return [{ ...base, rule: 'target-unchecked', severity: 'error', target, question, detail: error instanceof Error ? error.message : String(error) }];
    }
    if (!answer.found) return [{ ...base, rule: 'dead-link', severity: 'error', target, question, detail: answer.why }];
    target = leafAddress(ref, question, answer) ?? target;
    if (answer.product && ref.card) findings.push(...differences(ref, base, target, answer.product));
    if (answer.link !== undefined && !via && match?.id === 'short-link') {
      // The short link's own target, reported on the content's link as written, naming the short link it went through.
      for (const inner of collectLinks(answer.link, ref.path)) {
        const found = await checkLink(inner, ask, to.kind === 'internal' ? to.to : undefined);
        findings.push(...found.map((finding) => ({ ...finding, written: ref.written })));
      }
    }
  }
  return findings;
}

/** A card's name or price that is not the linked product's own: a visitor would see one thing and buy another. */
function differences(ref: LinkRef, base: Pick<LinkFinding, 'path' | 'written' | 'via'>, target: string, product: { name: string; price: number }): LinkFinding[] {
  const out: LinkFinding[] = [];
  const card = ref.card ?? {};
  if (card.name !== undefined && card.name !== product.name.trim()) {
    out.push({ ...base, rule: 'name-differs', severity: 'warning', target, detail: 'the card names another product', shown: card.name, actual: product.name });
  }
  if (card.price !== undefined && card.price !== product.price) {
    out.push({ ...base, rule: 'price-differs', severity: 'warning', target, detail: 'the card shows another price', shown: String(card.price), actual: String(product.price) });
  }
  return out;
}

/** The findings of every link, in the order of the links. */
export async function checkLinks(refs: readonly LinkRef[], ask: AskTarget): Promise<LinkFinding[]> {
  return (await Promise.all(refs.map((ref) => checkLink(ref, ask)))).flat();
}

/** A key per question: each target is asked once per run. */
export const questionKey = (question: TargetQuestion): string => `${question.kind}:${questionId(question)}`;

/** `ask` with one answer per question for the life of the returned function: each target is asked once per run. */
export function onceEach(ask: AskTarget): AskTarget {
  const answers = new Map<string, Promise<TargetAnswer>>();
  return (question) => {
    const key = questionKey(question);
    const answer = answers.get(key) ?? ask(question);
    answers.set(key, answer);
    return answer;
  };
}
