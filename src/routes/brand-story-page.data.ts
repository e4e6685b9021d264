import { brandStoryPageLoader } from '../features/brand-story/brand-story-data';

export const names = 'page';
export const loader = brandStoryPageLoader;
