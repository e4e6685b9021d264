import { useLoaderData } from 'react-router-dom';
import { shortLinkLoader } from '../features/short-link/short-link-data';
import { ShortLinkPage } from '../features/short-link/short-link-page';

export const loader = shortLinkLoader;

/** /s/{code}: the short link, forwarded or explained. */
export default function ShortLink() {
  return <ShortLinkPage loaded={useLoaderData<typeof loader>()} />;
}
