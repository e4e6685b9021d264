import { matchRoutes, type Params } from 'react-router-dom';
import { CONTENT_SCREENS, type ContentScreen } from '../../../schemas/site-constants';
import type { Env } from '../../../schemas/build-settings';
import { EVERY_PAGE, type PublishKind, type PublishTargets } from '../../engine/publish-targets';
import { FRAME_SCREENS } from '../../features/shared/frame/frame-loader';
import { canonicalTarget } from '../canonical-address';
import { routes, type RouteData, type RouteDef } from '../route-table';
import { routeObjects } from '../router';

// What a publish names (a content id, a product, a CMS page) bound to the pages that show it, from the route table's
// data modules (their `screens`, `names` and `lists`) and the frame's screens: the keys a purge drops, and the tags a
// page answers for a CDN that purges by tag.

/** A route of the table with its data module's bindings. */
interface BoundRoute {
  def: RouteDef;
  data: RouteData | undefined;
}

/** The bindings of a build: which pages show what, and what each page shows. */
export interface PublishBindings {
  /** The cache keys of the pages that show `id` ([EVERY_PAGE] when that is every page) and its tags, or undefined when no page of the site shows it. */
  pagesShowing(kind: PublishKind, id: string): PublishTargets | undefined;
  /** The tags of a page the router matched: `content:<id>` per content id shown (the frame's too), `product:<id>` or `page:<id>` for the id its path names, `products` on a listing. */
  tagsOf(matches: readonly { route: { id?: string }; params: Params }[]): string[];
}

/** The longest product or CMS page id a publish names, and a page is tagged with. */
const MAX_ID_LENGTH = 200;

/** A tag of an id as a CDN takes it: no space or comma (the headers' separators), nothing outside printable ASCII. */
const tag = (kind: string, id: string) => `${kind}:${encodeURIComponent(id).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The route a path lands on, when it is `def` (a CMS page id spelt like a sub-page of its own lands on that sub-page instead). */
function keyOn(def: RouteDef, id: string): string | undefined {
  if (id === '' || id.length > MAX_ID_LENGTH) return undefined;
  const path = def.path.replace(/:\w+/, encodeURIComponent(id));
  return matchRoutes(routeObjects, path)?.at(-1)?.route.id === def.id ? canonicalTarget(path) : undefined;
}

/** The bindings of the route table, its data modules loaded (the server entry does it once, at start), with the build's content ids. */
export async function publishBindings(env: Env): Promise<PublishBindings> {
  const bound: BoundRoute[] = await Promise.all(routes.map(async (def) => ({ def, data: await def.data?.() })));
  const frame = new Set<ContentScreen>(FRAME_SCREENS);
  const contentId = (screen: ContentScreen) => env[`VITE_CONTENT_ID_${screen}`];
  const screensOf = (id: string) => CONTENT_SCREENS.filter((screen) => contentId(screen) === id);
  const named = (names: RouteData['names']) => bound.find(({ data }) => data?.names === names)?.def;
  const pagesOf = (screens: readonly ContentScreen[]): string[] => {
    if (screens.some((screen) => frame.has(screen))) return [EVERY_PAGE];
    // A screen is shown on routes without a parameter (each one page); one with a parameter would be every page of it.
    const shownOn = bound.filter(({ data }) => data?.screens?.some((screen) => screens.includes(screen)));
    return shownOn.some(({ def }) => def.path.includes(':')) ? [EVERY_PAGE] : shownOn.map(({ def }) => def.path);
  };
  const showing: Record<PublishKind, (id: string) => readonly string[] | undefined> = {
    contentIds: (id) => {
      const pages = pagesOf(screensOf(id));
      return pages.length > 0 ? pages : undefined;
    },
    // Its page, and the listings that may hold it under any of their filters, which no key names: every page.
    products: (id) => {
      const product = named('product');
      const key = product && keyOn(product, id);
      if (key === undefined) return undefined;
      return bound.some(({ data }) => data?.lists === 'products') ? [EVERY_PAGE] : [key];
    },
    pageIds: (id) => {
      const page = named('page');
      const key = page && keyOn(page, id);
      return key === undefined ? undefined : [key];
    },
  };
  const tagsOfId: Record<PublishKind, (id: string) => string[]> = {
    contentIds: (id) => [tag('content', id)],
    products: (id) => [tag('product', id), 'products'],
    pageIds: (id) => [tag('page', id)],
  };
  return {
    pagesShowing: (kind, id) => {
      const keys = showing[kind](id);
      return keys && { keys, tags: tagsOfId[kind](id) };
    },
    tagsOf: (matches) => {
      const tags = new Set(FRAME_SCREENS.map((screen) => tag('content', contentId(screen))));
      for (const { route, params } of matches) {
        const data = bound.find(({ def }) => def.id === route.id)?.data;
        for (const screen of data?.screens ?? []) tags.add(tag('content', contentId(screen)));
        const id = Object.values(params).find((value) => value !== undefined);
        // An id no page could have (longer than any) is tagged as none: its header stays short.
        if (data?.names && id !== undefined && id.length <= MAX_ID_LENGTH) tags.add(tag(data.names, id));
        if (data?.lists) tags.add(data.lists);
      }
      return [...tags];
    },
  };
}
