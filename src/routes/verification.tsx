import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { VerificationPage } from '../features/verification/verification-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './verification.data';

export const handle = titledHandle(t.pages.verification);

/** /verification and /customer-service/product-verification: the product authenticity check, then the PRODUCT_VERIFICATION content. */
export default function Verification() {
  const content = useLoaderData<typeof loader>();
  return (
    <>
      <VerificationPage title={handle.title} />
      <CmsContent content={content} place="below" optional />
    </>
  );
}
