import { StoreDirectory } from '../features/store-finder/store-pages';

/** /store-list: every store, province by province. */
export default function Page() {
  return <StoreDirectory />;
}
