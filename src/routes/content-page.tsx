import { useLoaderData } from 'react-router-dom';
import type { ContentPage } from './content-pages';
import { ROUTE_PATHS } from '../engine/route-paths';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { BareServicePage, ServicePage } from '../features/service-pages/service-page';
import { brandStoryHandle } from './brand-story-handle';
import { serviceHandle } from './service-handle';
import type { RouteHandle } from './route-handle';
import type { contentPageData } from './content-page.data';

/** The handle of a content page: its heading, its breadcrumbs and its document title, by the frame it stands in. */
function contentHandle({ id, title, frame }: ContentPage): RouteHandle {
  if (frame === 'brand-story') return brandStoryHandle(id, title);
  return frame === 'service' ? serviceHandle(title, ROUTE_PATHS[id]) : { title };
}

/** The route module of one row of the content pages (content-pages.ts): its page and its handle (its loader: content-page.data.ts). */
export function contentRoute(page: ContentPage) {
  const { title, frame } = page;
  function ContentScreenPage() {
    const content = useLoaderData<ReturnType<typeof contentPageData>['loader']>();
    if (frame === 'brand-story') return <BrandStorySubPage title={title} content={content} />;
    return frame === 'service' ? <ServicePage title={title} content={content} /> : <BareServicePage title={title} content={content} />;
  }
  return { default: ContentScreenPage, handle: contentHandle(page) };
}
