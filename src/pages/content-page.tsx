import { useMatches } from 'react-router-dom';
import { CmsContent } from '../features/content/cms-content';
import { useRouteContent } from '../features/content/route-content';
import { routes } from '../routes';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import styles from './content-page.module.css';

/** A content route: its title as the breadcrumb and heading, then its CMS content. */
export default function ContentPage() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id;
  const title = routes.find((r) => r.id === id)?.title ?? '';
  useBreadcrumbs(title ? [{ label: title }] : []);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <CmsContent content={useRouteContent()} />
    </>
  );
}
