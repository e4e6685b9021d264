import { useLoaderData } from 'react-router-dom';
import { ShortLinkPage, shortLinkHeading } from '../features/short-link/short-link-page';
import type { RouteHandle } from './route-handle';
import type { loader } from './short-link.data';

export const handle = { documentTitle: shortLinkHeading } satisfies RouteHandle<Parameters<typeof shortLinkHeading>[0]>;

/** /s/{code}: the short link, forwarded or explained. */
export default function ShortLink() {
  return <ShortLinkPage loaded={useLoaderData<typeof loader>()} />;
}
