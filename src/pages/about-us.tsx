import { useLoaderData } from 'react-router-dom';
import type { withCareer } from '../features/jobs/career-data';
import { CareerSection } from '../features/jobs/career-section';
import { ServicePage } from '../features/service-pages/service-page';

/** /about-us: a content page like the others, then 加入我们 (career content, the open jobs and their application dialogs). */
export default function AboutUsPage() {
  const { content, career } = useLoaderData<ReturnType<typeof withCareer>>();
  return (
    <ServicePage content={content}>
      <CareerSection data={career} />
    </ServicePage>
  );
}
