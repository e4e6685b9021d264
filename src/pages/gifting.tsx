import { GiftingPage } from '../features/gifting/gifting-page';

/** /gifting: corporate gifting. */
export default function Gifting() {
  return <GiftingPage />;
}
