import { VerificationPage } from '../features/verification/verification-page';

/** /verification and /customer-service/product-verification: the product authenticity check. */
export default function Page() {
  return <VerificationPage />;
}
