import { IMAGE_FIELDS } from '../../schemas/image-url';
import type { HostileCorpus } from './corpus';

// Puts the corpus into every text, rich-text, link and image field of a fixture answer (JSON strings inside it
// included), one payload per field, round-robin from `seed`, so successive seeds move each payload to other fields.

/** Rich-text fields (the `content` of the common and highlight blocks). */
const RICH_FIELDS = new Set(['content']);
/** Fields the engine reads as structure (ids, types, flags, colours, sizes): a payload there only skips the block. */
const STRUCTURE = /^(modelName|type|id|navKey|navType|linkType|productId|spuId|spuCode|code|vc|onlineId|linkSpuId|storeCode|errorCode|isAllSeries|mediaType|attrGroupDictCode|openingTime|openStatus|leafFlag|flagshipStoreCode|virtualCategoryCode|email|linkPhone|.*[Cc]olou?r|.*[Ss]ize|.*Id|textAlign|picLocation)$/;
/** Link types of the spec, cycled so each payload meets each type. */
const LINK_TYPES = [1, 4, 2, 3, 5, 7];
/** Human text: has a space or a CJK character (ids, codes and URLs have neither). */
const isProse = (s: string) => /[\s\u3000-\u9fff\uff00-\uffef]/.test(s);

/** A deep copy of a fixture answer with the payloads of `corpus` (hostileCorpus, at the size the caller chose) in its fields. */
export function injectHostile(body: unknown, seed: number, corpus: HostileCorpus): unknown {
  const { big } = corpus;
  const next = { text: seed, rich: seed, link: seed, image: seed, type: seed };
  let bigUsed = false;
  const take = <T,>(pool: readonly T[], kind: keyof typeof next): T => {
    let value = pool[next[kind]++ % pool.length] as T;
    // One of the longest values per answer: a page is still tested against size, and stays loadable on a 2-core runner.
    while (typeof value === 'string' && value.length >= big && bigUsed) value = pool[next[kind]++ % pool.length] as T;
    if (typeof value === 'string' && value.length >= big) bigUsed = true;
    return value;
  };

  const visit = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === 'string') {
      if (key === 'contents') {
        try {
          return JSON.stringify(visit(JSON.parse(value) as unknown, undefined));
        } catch {
          return value;
        }
      }
      if (key !== undefined && IMAGE_FIELDS.has(key)) return take(corpus.image, 'image');
      if (key !== undefined && RICH_FIELDS.has(key)) return take(corpus.rich, 'rich');
      if (key !== undefined && !STRUCTURE.test(key) && isProse(value)) return take(corpus.text, 'text');
      return value;
    }
    if (Array.isArray(value)) {
      if (key !== undefined && IMAGE_FIELDS.has(key)) return value.map(() => take(corpus.image, 'image'));
      return value.map((item) => visit(item, typeof item === 'string' ? key : undefined));
    }
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) out[k] = visit(v, k);
      if ('linkType' in record) {
        const payload = take(corpus.link, 'link');
        Object.assign(out, { linkType: take(LINK_TYPES, 'type'), val: payload, type: 'page', onlineId: payload, linkSpuId: payload, code: payload, id: payload });
      }
      return out;
    }
    return value;
  };
  return visit(body, undefined);
}
