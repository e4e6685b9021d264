import { TITLE_IMAGE_LINK_MODEL } from './brand-story';
import { CONTACT_MODEL } from './contact';
import { GIFTING_MAIN_MODEL, GIFTING_TILE_MODEL } from './gifting';

/** Model name of the product page's configuration among its pageModelContents (the spec: "basic configuration"). */
export const STORY_CONFIG_MODEL = 'storyBasicConfig';

/**
 * The CMS models the site reads without rendering them as blocks, beside the block schemas (./blocks.ts), each with
 * why it is no block. parseBlocks leaves them alone: neither a block nor an issue, wherever they stand.
 */
export const readerModels: readonly string[] = [
  // Configures the product page rather than rendering anything of its own.
  STORY_CONFIG_MODEL,
  // Read by the contact dialog and the contact page (src/features/contact/contact-data.ts), never laid out among blocks.
  CONTACT_MODEL,
  // Entries 0 and 1 of the brand story landing are its banner and its cards by position (src/features/brand-story/brand-story-data.ts).
  TITLE_IMAGE_LINK_MODEL,
  // The gifting page groups its models into one layout (src/features/gifting/gifting-data.ts); its `category` is a block model too.
  GIFTING_MAIN_MODEL,
  GIFTING_TILE_MODEL,
];
