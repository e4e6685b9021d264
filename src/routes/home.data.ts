import { contentLoader } from '../features/shared/content/route-content';

export const screens = ['HOME'] as const;
export const loader = contentLoader('HOME');
