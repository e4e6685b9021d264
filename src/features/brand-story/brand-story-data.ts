import type { LoaderFunctionArgs } from 'react-router-dom';
import { brandStoryCardSchema, titleImageLinkListSchema, type BrandStoryCard } from '../../../schemas/cms/brand-story';
import { modelEntrySchema, OTHER_MODELS, readEntries } from '../../../schemas/cms/read-entries';
import { formatIssues } from '../../../schemas/issue-format';
import { fetchPageConfig, fetchPageContents } from '../../api/cms';
import { empty, isEmpty, load, type Empty } from '../../api/load';
import { apiOf } from '../../config/client';
import { env } from '../../config/env';
import { parseBlocks, type ParseResult } from '../../engine/parse';
import { opensWithRichText } from '../../ui/rich-text-loader';
import { preloadRichText } from '../../ui/preload-rich-text';
import { notFound, pageData } from '../shared/page-answer/page-status';

/** The brand story landing: banner (entry 0) and cards (entry 1). */
export interface BrandStory {
  banner: BrandStoryCard | null;
  cards: BrandStoryCard[];
}

/** Entries 0 and 1 are titleImageLink lists whatever model name they carry. */
const titleImageLinkEntry = modelEntrySchema({ [OTHER_MODELS]: titleImageLinkListSchema });

/**
 * The reader of the brand story landing (titleImageLink is no block: entries 0 and 1 are its banner and cards by
 * position, schemas/cms/readers.ts): entry 0 (banner: its first card) and 1 (cards); a bad entry or card is left out, with one warning.
 */
export function readBrandStory(list: readonly unknown[]): BrandStory {
  const { entries, skipped } = readEntries(list.slice(0, 2), titleImageLinkEntry, ['contents']);
  const cardsOf = (index: number): BrandStoryCard[] => {
    const cards = readEntries(entries.find((entry) => entry.index === index)?.value?.value, brandStoryCardSchema, ['contents', index]);
    skipped.push(...cards.skipped);
    return cards.entries.map((card) => card.value);
  };
  const story = { banner: cardsOf(0).at(0) ?? null, cards: cardsOf(1) };
  if (skipped.length) console.warn(`[brand story] skipped: ${formatIssues(skipped)}`);
  return story;
}

/** The /brand-story loader: its page content by page id (with the token). */
export async function brandStoryLoader({ request, context }: LoaderFunctionArgs) {
  const loaded = await load('brand story', async (): Promise<BrandStory | Empty> => {
    const { data } = await fetchPageContents(apiOf(context), env.VITE_CONTENT_ID_BRAND_STORY, request.signal);
    const story = readBrandStory(data ?? []);
    return story.banner || story.cards.length > 0 ? story : empty('no banner and no card');
  });
  return pageData(loaded, [loaded]);
}

/** A brand story page of link type 2: the page config of its online id, its name and its content, parsed. */
export interface BrandStoryPage {
  name: string;
  content: ParseResult;
}

/** The /brand-story/{slug} loader: the page config of the online id (an unusable one is not found, a failed request failed). */
export async function brandStoryPageLoader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const loaded = await load(`brand story page ${slug}`, async (): Promise<BrandStoryPage | Empty> => {
    const config = slug ? await fetchPageConfig(apiOf(context), slug, request.signal) : empty('no online id');
    if (isEmpty(config)) return config;
    if (opensWithRichText(config.contents)) await preloadRichText();
    return { name: typeof config.pageName === 'string' ? config.pageName.trim() : '', content: parseBlocks(config.contents) };
  });
  return loaded.status === 'empty' ? notFound(loaded) : pageData(loaded, [loaded]);
}
