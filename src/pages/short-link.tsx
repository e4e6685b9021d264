import { ShortLinkPage } from '../features/short-link/short-link-page';

/** /s/{code}: the short link, forwarded or explained. */
export default function ShortLink() {
  return <ShortLinkPage />;
}
