import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { contentLoader } from '../features/shared/content/route-content';
import { verificationAction } from '../features/verification/verification-action';
import { VerificationPage } from '../features/verification/verification-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = contentLoader('PRODUCT_VERIFICATION', 'below');
export const action = verificationAction;
export const handle = titledHandle(t.pages.verification);

/** /verification and /customer-service/product-verification: the product authenticity check, then the PRODUCT_VERIFICATION content. */
export default function Verification() {
  const content = useLoaderData<typeof loader>();
  return (
    <>
      <VerificationPage title={handle.title} />
      {content.status === 'ok' && <CmsContent content={content} place="below" />}
    </>
  );
}
