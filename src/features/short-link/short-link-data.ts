import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { empty, load, type Loaded } from '../../api/load';
import { fetchShortLink } from '../../api/short-link';
import { apiOf } from '../../config/client';
import { leafFlagContext, resolveLink, type LinkContext } from '../../engine/links';
import { siteLeafCategories } from '../shared/category/category-tree';
import { isGone, notFound, pageData } from '../shared/page-answer/page-status';
import { locationHeader } from '../../lib/location-header';
import { paths } from '../../engine/paths';

/** Where a short link forwards the visitor: a route of this site, or an http(s) page elsewhere. */
export type ForwardTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * The forward target of a short link's link object, through resolveLink; null when it leads nowhere a
 * visitor can be sent (no target, or a page config, which is content to show, not a place to go).
 */
export function forwardTarget(link: unknown, ctx: LinkContext): ForwardTarget | null {
  const target = resolveLink(link, ctx);
  return target.kind === 'internal' || target.kind === 'external' ? target : null;
}

/**
 * The /s/{code} loader: the short code resolved to where it forwards, or why it cannot be. A route of this site is a
 * redirect; an http(s) page elsewhere is left by the page; an unknown code, or one that leads nowhere, is not found.
 * A category link goes where the site's links go: by the leaf flags of the category tree, asked for beside the code.
 */
export async function shortLinkLoader({ params, request, context }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  const loaded: Loaded<ForwardTarget> = await load(`short link ${code}`, async () => {
    if (code.trim() === '') return empty('no code');
    const [{ data }, leaves] = await Promise.all([fetchShortLink(apiOf(context), code, request.signal), siteLeafCategories(context, request.signal)]);
    if (!data) return empty('the code stands for no link');
    const target = forwardTarget(data, leafFlagContext(leaves));
    // A short link to a short link (itself, or one that leads back): a loop, refused as the page's failed state.
    if (target?.kind === 'internal' && /^\/s\//i.test(target.to)) throw new Error(`the short link ${code} leads to another short link (${target.to}): a loop`);
    return target ?? empty('its link leads nowhere a visitor can be sent');
  });
  // A route of this site: the server answers a 302 (the target as a Location header carries it: a CMS path may hold
  // Chinese); in the browser the bare page forwards, showing its loading state while the target loads.
  if (loaded.status === 'ok' && loaded.data.kind === 'internal') return data(loaded, { status: 302, headers: { Location: locationHeader(loaded.data.to) ?? paths.home() } });
  return isGone(loaded) ? notFound(loaded) : pageData(loaded, [loaded]);
}
