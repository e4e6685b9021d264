import type { LoaderFunctionArgs } from 'react-router-dom';
import { brandStoryCardSchema, titleImageLinkContentsSchema, type BrandStoryCard } from '../../../schemas/cms/brand-story';
import { cmsItemSchema } from '../../../schemas/cms/page';
import { fetchPageConfig, fetchPageContents } from '../../api/cms';
import { empty, isEmpty, load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';
import { loadRichText, opensWithRichText } from '../../ui/rich-text-loader';

/** The brand story landing: banner (entry 0) and cards (entry 1). */
export interface BrandStory {
  banner: BrandStoryCard | null;
  cards: BrandStoryCard[];
}

/** The usable cards of one titleImageLink entry; a bad entry or card is left out with one warning. */
export function readCards(entry: unknown, label: string): BrandStoryCard[] {
  const item = cmsItemSchema.safeParse(entry);
  const list = item.success ? titleImageLinkContentsSchema.safeParse(item.data.contents) : undefined;
  if (!list?.success) {
    if (entry !== undefined) console.warn(`[brand story] ${label} is not a titleImageLink list`);
    return [];
  }
  return list.data.flatMap((card, i) => {
    const parsed = brandStoryCardSchema.safeParse(card);
    if (parsed.success) return [parsed.data];
    console.warn(`[brand story] ${label} card ${i} skipped: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    return [];
  });
}

/** Reads entries 0 (banner) and 1 (cards) of the brand story page content. */
export function readBrandStory(list: readonly unknown[]): BrandStory {
  return { banner: readCards(list[0], 'entry 0').at(0) ?? null, cards: readCards(list[1], 'entry 1') };
}

/** The /brand-story loader: its page content by page id (with the token). */
export function brandStoryLoader({ request }: LoaderFunctionArgs): Promise<Loaded<BrandStory>> {
  return load('brand story', async () => {
    const { data } = await fetchPageContents(apiClient, env.VITE_CONTENT_ID_BRAND_STORY, request.signal);
    const story = readBrandStory(data ?? []);
    return story.banner || story.cards.length > 0 ? story : empty('no banner and no card');
  });
}

/** A brand story page of link type 2: the page config of its online id, its name and its content list. */
export interface BrandStoryPage {
  name: string;
  contents: unknown[];
}

/** The /brand-story/{slug} loader: the page config of the online id (an unusable one is empty, a failed request failed). */
export function brandStoryPageLoader({ params, request }: LoaderFunctionArgs): Promise<Loaded<BrandStoryPage>> {
  const slug = params.slug ?? '';
  return load(`brand story page ${slug}`, async () => {
    const config = slug ? await fetchPageConfig(apiClient, slug, request.signal) : empty('no online id');
    if (isEmpty(config)) return config;
    if (opensWithRichText(config.contents)) await loadRichText();
    return { name: typeof config.pageName === 'string' ? config.pageName.trim() : '', contents: config.contents };
  });
}
