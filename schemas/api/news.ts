import * as z from 'zod/mini';
import { envelope, idLike, numberLike, optionalText } from '../common';

// ASSUMED throughout: the spec names the news calls but shows no field; shapes follow this backend family.

/** A news catalogue (getCatalogList by channel code): the tabs of /news. */
export const newsCatalogSchema = z.looseObject({
  id: idLike,
  catalogName: z.string().check(z.minLength(1, 'must be a non-empty name')),
  catalogCode: optionalText,
});
/** A news catalogue. */
export type NewsCatalog = z.infer<typeof newsCatalogSchema>;

/** GET getCatalogList: data is the plain list of catalogues. */
export const newsCatalogsResponseSchema = envelope(z.pipe(z.nullish(z.array(newsCatalogSchema)), z.transform((v) => v ?? [])));

/** A publish time as the backend sends it: ms timestamp or a date(-time) string. */
const publishTime = z.optional(z.nullable(z.union([numberLike, z.string()])));

/** One news item of a list page. */
export const newsSummarySchema = z.looseObject({
  id: idLike,
  catalogId: z.optional(z.nullable(idLike)),
  title: z.string().check(z.minLength(1, 'must be a non-empty title')),
  coverUrl: optionalText, // image URL
  summary: optionalText,
  publishTime,
});
/** One news item of a list page. */
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** POST information/getPageList: one page of news, `{list, total, pageNum, pageSize}` like every paged list here. */
export const newsPageResponseSchema = envelope(
  z.object({
    list: z.pipe(z.nullish(z.array(newsSummarySchema)), z.transform((v) => v ?? [])),
    total: numberLike,
    pageNum: numberLike,
    pageSize: numberLike,
  }),
);
/** One page of news. */
export type NewsPage = z.infer<typeof newsPageResponseSchema>['data'];

/** Request of a news page (ASSUMED): the channel, the catalogue (none = all, newest first) and the page. */
export interface NewsPageRequest {
  channelCode: string;
  catalogId?: string;
  pageNum: number;
  pageSize: number;
}

/** A neighbouring article: the previous or next one of the same catalogue. */
const neighbour = z.optional(z.nullable(z.looseObject({ id: idLike, title: z.string() })));

/** One article (getDetail by id): its rich text `content` is HTML, rendered only through RichText. */
export const newsDetailSchema = z.looseObject({
  ...newsSummarySchema.shape,
  catalogName: optionalText,
  content: optionalText,
  prev: neighbour,
  next: neighbour,
});
/** One article. */
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** GET getDetail: the article, or null data for an id the backend does not know. */
export const newsDetailResponseSchema = envelope(z.optional(z.nullable(newsDetailSchema)));
