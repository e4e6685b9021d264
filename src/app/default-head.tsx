import { useAtomValue } from 'jotai';
import { Helmet } from 'react-helmet-async';
import { defaultTdkAtom } from '../state/page';

/** Default title, description and keywords; a page's own Helmet overrides them. */
export function DefaultHead() {
  const tdk = useAtomValue(defaultTdkAtom);
  return (
    <Helmet>
      <title>{tdk.title}</title>
      <meta name="description" content={tdk.description} />
      <meta name="keywords" content={tdk.keywords} />
    </Helmet>
  );
}
