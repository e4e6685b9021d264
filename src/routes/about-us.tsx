import { ROUTE_PATHS } from '../engine/route-paths';
import { useLoaderData } from 'react-router-dom';
import { CareerSection } from '../features/jobs/career-section';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';
import type { loader } from './about-us.data';

export const handle = serviceHandle(t.pages.aboutUs, ROUTE_PATHS['about-us']);

/** /about-us: a content page like the others, then 加入我们 (career content, the open jobs and their application dialogs). */
export default function AboutUsPage() {
  const { content, career } = useLoaderData<typeof loader>();
  return (
    <ServicePage title={handle.title} content={content}>
      <CareerSection data={career} />
    </ServicePage>
  );
}
