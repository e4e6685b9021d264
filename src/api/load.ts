import { t } from '../i18n/zh-CN';
import { UnsuccessfulError } from './contract';

/**
 * What a page's data call ended in, for the page to render explicitly: the data, a successful answer with
 * nothing to show, or a failure with the message a visitor sees (the HTTP layer's text went to the log).
 */
export type Loaded<T> =
  | { status: 'ok'; data: T }
  | { status: 'empty'; reason: string }
  | { status: 'failed'; cause: 'unsuccessful' | 'request'; message: string };

const EMPTY = Symbol('empty');
/** A successful answer that carries nothing to show, and why (for the log). */
export interface Empty {
  readonly [EMPTY]: string;
}
/** Marks a successful answer as having nothing to show. */
export const empty = (reason: string): Empty => ({ [EMPTY]: reason });
/** Why an answer has nothing to show. */
export const emptyReason = (value: Empty): string => value[EMPTY];
/** Whether a call's answer is marked as having nothing to show. */
export const isEmpty = (value: unknown): value is Empty => typeof value === 'object' && value !== null && EMPTY in value;

/** The visitor's message of a failure: one for every failure, or one chosen by what went wrong (e.g. the server's error code). */
export type FailureMessage = string | ((error: unknown) => string);

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The one loading idiom: runs a call and turns every outcome into a Loaded, never throwing. An
 * UnsuccessfulError is the server saying no; anything else (HTTP status, network, unreadable or
 * contract-breaking body) is a failed request. Each outcome but ok is logged once under `label`,
 * except a call aborted on purpose (nobody waits for it).
 */
export async function load<T>(label: string, call: () => Promise<T | Empty>, message: FailureMessage = t.requestFailed): Promise<Loaded<T>> {
  try {
    const data = await call();
    if (!isEmpty(data)) return { status: 'ok', data };
    console.warn(`[${label}] nothing to show: ${emptyReason(data)}`);
    return { status: 'empty', reason: emptyReason(data) };
  } catch (error) {
    const cause = error instanceof UnsuccessfulError ? 'unsuccessful' : 'request';
    if (!isAbort(error)) console.warn(`[${label}] ${cause === 'unsuccessful' ? 'unsuccessful answer' : 'request failed'}: ${(error as Error).message}`);
    return { status: 'failed', cause, message: typeof message === 'string' ? message : message(error) };
  }
}
