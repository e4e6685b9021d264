import { ServicePage } from '../features/service-pages/service-page';

/** A content or customer-service page. */
export default function ServicePageRoute() {
  return <ServicePage />;
}
