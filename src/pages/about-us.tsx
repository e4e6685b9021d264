import { useLoaderData } from 'react-router-dom';
import { useRouteTitle } from '../features/content/route-content';
import type { withCareer } from '../features/jobs/career-data';
import { CareerSection } from '../features/jobs/career-section';
import { ServiceContent } from '../features/service-pages/service-content';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import styles from './content-page.module.css';

/** /about-us: its CMS content, then 加入我们 (career content, the open jobs and their application dialogs). */
export default function AboutUsPage() {
  const title = useRouteTitle();
  useBreadcrumbs(title ? [{ label: title }] : []);
  const { content, career } = useLoaderData<ReturnType<typeof withCareer>>();
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <ServiceContent content={content} />
      <CareerSection data={career} />
    </>
  );
}
