import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import type { BreadcrumbItem } from '../../state/page';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { useRouteContent, useRouteTitle, type RouteContent } from '../content/route-content';
import { ServiceContent } from './service-content';
import styles from './service-page.module.css';

/** The customer-service pages sit under 客户服务 (a label only: /cs is the bare page of the messaging app). */
export const serviceTrail = (pathname: string, title: string): BreadcrumbItem[] =>
  pathname.startsWith('/customer-service/') ? [{ label: t.pages.cs }, { label: title }] : [{ label: title }];

/**
 * A content or customer-service page: breadcrumbs and heading from the route, then its content
 * (the route's, unless the page hands its own) and whatever the page adds after it.
 */
export function ServicePage({ content, children }: { content?: RouteContent; children?: ReactNode }) {
  const routeContent = useRouteContent();
  const title = useRouteTitle();
  useBreadcrumbs(serviceTrail(useLocation().pathname, title));
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <ServiceContent content={content ?? routeContent} />
      {children}
    </>
  );
}

/** /cs, bare: the customer-service content alone, in its own main landmark (no header, footer or overlay). */
export function BareServicePage() {
  const title = useRouteTitle();
  return (
    <main className={styles.bare}>
      <h1 className={styles.title}>{title}</h1>
      <ServiceContent content={useRouteContent()} />
    </main>
  );
}
