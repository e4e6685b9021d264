import * as z from 'zod/mini';
import { envelope } from '../common';

/** A link that opens the messaging app's mini-program: its URL scheme, or an https URL link of the same app. */
const openLink = z.string().check(z.refine((v) => /^(weixin:\/\/|https:\/\/)[^\s]+$/.test(v), 'must be a weixin:// scheme or an https link'));

/** POST mini/generateSchemeByParam: the link to open (ASSUMED: data.openlink, as the messaging app names it). */
export const miniSchemeResponseSchema = envelope(z.looseObject({ openlink: openLink }));

/** Request of the mini-program link (ASSUMED): the mini-program page and its query. */
export interface MiniSchemeRequest {
  path: string;
  query: string;
}
