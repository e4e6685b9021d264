import { useLoaderData } from 'react-router-dom';
import { findUsLoader } from '../features/store-finder/finder-data';
import { FindUs } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = findUsLoader;
export const handle = titledHandle(t.pages.findUs);

/** /find-us: stores by province and city, or nearest to the visitor. */
export default function FindUsPage() {
  return <FindUs title={handle.title} loaded={useLoaderData<typeof loader>()} />;
}
