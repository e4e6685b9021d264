import { brandStoryPageLoader } from '../features/brand-story/brand-story-data';

export const loader = brandStoryPageLoader;
