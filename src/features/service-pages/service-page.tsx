import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import type { BreadcrumbItem } from '../../state/page';
import { CmsContent } from '../shared/content/cms-content';
import { ContentTitle } from '../shared/content/content-title';
import type { RouteContent } from '../shared/content/route-content';
import styles from './service-page.module.css';

/** The customer-service pages sit under 客户服务 (a label only: /cs is the bare page of the messaging app). */
export const serviceTrail = (pathname: string, title: string): BreadcrumbItem[] =>
  pathname.startsWith('/customer-service/') ? [{ label: t.pages.cs }, { label: title }] : [{ label: title }];

/** A content or customer-service page: its heading, its content (FAQ lists are blocks of it) and whatever the page adds after it. */
export function ServicePage({ title, content, children }: { title: string; content: RouteContent; children?: ReactNode }) {
  return (
    <>
      <ContentTitle title={title} content={content} className={styles.title} />
      <CmsContent content={content} />
      {children}
    </>
  );
}

/** /cs, bare: the customer-service content alone, in its own main landmark (no header, footer or overlay). */
export function BareServicePage({ title, content }: { title: string; content: RouteContent }) {
  return (
    <main className={styles.bare}>
      <ContentTitle title={title} content={content} className={styles.title} />
      <CmsContent content={content} />
    </main>
  );
}
