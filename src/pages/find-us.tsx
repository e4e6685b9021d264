import { FindUs } from '../features/store-finder/store-pages';

/** /find-us: stores by province and city, or nearest to the visitor. */
export default function Page() {
  return <FindUs />;
}
