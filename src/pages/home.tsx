import { CmsContent } from '../features/content/cms-content';
import { useRouteContent } from '../features/content/route-content';

/** /: the home page, entirely from its CMS content. */
export default function HomePage() {
  return <CmsContent content={useRouteContent()} />;
}
