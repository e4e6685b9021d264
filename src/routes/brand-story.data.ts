import { brandStoryLoader } from '../features/brand-story/brand-story-data';

export const loader = brandStoryLoader;
