import { CmsContent } from '../features/content/cms-content';
import { useRouteContent, useRouteTitle } from '../features/content/route-content';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import styles from './content-page.module.css';

/** A content route: its title (from the route's handle) as the breadcrumb and heading, then its CMS content. */
export default function ContentPage() {
  const title = useRouteTitle();
  useBreadcrumbs(title ? [{ label: title }] : []);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <CmsContent content={useRouteContent()} />
    </>
  );
}
