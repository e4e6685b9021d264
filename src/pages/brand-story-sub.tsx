import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';

/** The brand story sub-pages: their content under the brand story trail. */
export default function BrandStorySub() {
  return <BrandStorySubPage />;
}
