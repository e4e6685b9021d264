import { BrandStoryLanding } from '../features/brand-story/brand-story-landing';

/** /brand-story: banner, title and the cards of the brand story. */
export default function BrandStory() {
  return <BrandStoryLanding />;
}
