import { brandStoryLoader } from '../features/brand-story/brand-story-data';

export const screens = ['BRAND_STORY'] as const;
export const loader = brandStoryLoader;
