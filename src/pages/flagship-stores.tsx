import { FlagshipStores } from '../features/store-finder/store-pages';

/** /find-us/flagship-stores: the flagship stores. */
export default function Page() {
  return <FlagshipStores />;
}
