import { BareServicePage } from '../features/service-pages/service-page';

/** /cs: the customer-service content, bare. */
export default function BareServicePageRoute() {
  return <BareServicePage />;
}
