import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { t } from '../i18n/zh-CN';
import type { loader } from './home.data';

/** /: the home page, entirely from its CMS content, under the brand's name as its (unseen) level-one heading. */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{t.pageA11y.homeHeading}</h1>
      <CmsContent content={useLoaderData<typeof loader>()} />
    </>
  );
}
