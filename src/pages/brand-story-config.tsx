import { BrandStoryConfigPage } from '../features/brand-story/brand-story-subpage';

/** /brand-story/{slug}: the page config a link of type 2 points to. */
export default function BrandStoryConfig() {
  return <BrandStoryConfigPage />;
}
