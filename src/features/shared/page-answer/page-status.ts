import { data } from 'react-router-dom';
import type { Loaded } from '../../../api/load';

/**
 * The header by which a loader says its page's content came back empty: true now, but no copy to stand in for a good
 * one during an outage (the render server caches such a page briefly and drops the header).
 */
export const EMPTY_CONTENT_HEADER = 'x-content-empty';

/**
 * A page loader's answer, as React Router means it: `value`, with the HTTP status its data calls earn it (503 when
 * one failed: the backend let the page down; else 200) and the empty-content mark when one came back empty. Each
 * loader names the calls that count; the frame's fallbacks are the frame's business.
 */
export function pageData<T>(value: T, calls: readonly (Loaded<unknown> | undefined)[]) {
  const failed = calls.some((call) => call?.status === 'failed');
  const empty = calls.some((call) => call?.status === 'empty');
  return data(value, { status: failed ? 503 : 200, ...(empty && { headers: { [EMPTY_CONTENT_HEADER]: '1' } }) });
}

/** A page loader's answer for something that does not exist (an unknown product, category, article or short code): 404, kept nowhere. */
export const notFound = <T>(value: T) => data(value, { status: 404 });

/** Whether a call says its thing is not to be had: nothing sent, or the backend saying no (a failed request is no answer). */
export const isGone = (loaded: Loaded<unknown>): boolean => loaded.status === 'empty' || (loaded.status === 'failed' && loaded.cause === 'unsuccessful');
