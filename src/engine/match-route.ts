import { matchRoutes } from 'react-router';
import { decodedSegment } from './decoded';
import { ROUTE_PATHS, type RouteId } from './route-paths';

// The route table's matcher without the app: the link checks (the validator, /__preview) match a CMS link's path with it.

/** The route a path lands on, with its decoded parameters. */
export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

const ROUTES = (Object.entries(ROUTE_PATHS) as [RouteId, string][]).map(([id, path]) => ({ id, path }));

/**
 * The route of a site path (query and hash ignored), picked by React Router's own matcher (a static segment beats a
 * parameter, letter case aside); undefined when none takes it (the site redirects to /) or a segment is no valid escape.
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.split('/').every(decodable)) return undefined;
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  return match && { id: match.route.id, params: { ...match.params } as Record<string, string> };
}

/** Whether a path segment's escapes decode (React Router would warn and keep it raw). */
function decodable(segment: string): boolean {
  return decodedSegment(segment) !== undefined;
}
