import { contentLoader } from '../features/shared/content/route-content';

export const loader = contentLoader('HOME');
