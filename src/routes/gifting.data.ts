import { giftingLoader } from '../features/gifting/gifting-loader';

export const screens = ['GIFTS'] as const;
export const loader = giftingLoader;
