import { VerificationPage } from '../features/verification/verification-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const handle = titledHandle(t.pages.verification);

/** /verification and /customer-service/product-verification: the product authenticity check. */
export default function Verification() {
  return <VerificationPage title={handle.title} />;
}
