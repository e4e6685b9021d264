import { giftingLoader } from '../features/gifting/gifting-loader';

export const loader = giftingLoader;
