import * as z from 'zod/mini';
import { optionalImageUrl } from '../image-url-fields';
import { envelope, idLike, numberLike, optionalText } from '../common';

// ASSUMED throughout: the spec names searchCmsInfoList (POST, no token) but shows neither its body nor its answer;
// both follow this backend family (the store code and a page in the body, a `{list, total, pageNum, pageSize}` page back).

/** One news item the CMS search found: the article it links to (/news/{id}) and what a result line shows. */
export const cmsNewsHitSchema = z.looseObject({
  id: idLike,
  title: z.string().check(z.minLength(1, 'must be a non-empty title')),
  summary: optionalText,
  coverUrl: optionalImageUrl,
  /** ms timestamp or a date(-time) string, as the news calls send it. */
  publishTime: z.optional(z.nullable(z.union([numberLike, z.string()]))),
});

/** POST searchCmsInfoList: one page of news matching the keyword (no data: nothing found). */
export const cmsSearchResponseSchema = envelope(
  z.pipe(
    z.nullish(
      z.object({
        list: z.pipe(z.nullish(z.array(cmsNewsHitSchema)), z.transform((v) => v ?? [])),
        total: numberLike,
        pageNum: numberLike,
        pageSize: numberLike,
      }),
    ),
    z.transform((v) => v ?? { list: [], total: 0, pageNum: 1, pageSize: 0 }),
  ),
);
/** One page of news hits. */
export type CmsSearchPage = z.infer<typeof cmsSearchResponseSchema>['data'];
