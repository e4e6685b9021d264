import { contentLoader } from '../features/shared/content/route-content';
import { verificationAction } from '../features/verification/verification-action';

export const screens = ['PRODUCT_VERIFICATION'] as const;
export const loader = contentLoader('PRODUCT_VERIFICATION', 'below');
export const action = verificationAction;
