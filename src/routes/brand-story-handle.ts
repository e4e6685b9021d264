import { brandStoryTrail } from '../features/brand-story/brand-story-trail';
import type { RouteHandle } from './route-handle';

/** A brand story sub-page (route `id`): its title, under the brand story trail. */
export const brandStoryHandle = (id: string, title: string) => ({
  title,
  breadcrumbs: () => brandStoryTrail(id, title),
}) satisfies RouteHandle;
