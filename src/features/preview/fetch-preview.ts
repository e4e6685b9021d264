import { fetchPageConfig, fetchPageContents, fetchReadableContent, fetchReadableContentByModelId } from '../../api/cms';
import type { ApiClient } from '../../api/client';
import { empty, isEmpty, load, type Empty, type Loaded } from '../../api/load';

/** Where an id is looked up: readable content, a page's region contents, a page config, or every readable content of a model. */
export type PreviewSource = 'content' | 'page' | 'pageConfig' | 'model';

/** The sources answered by a CMS content list, and the call of each. */
const LIST_CALLS = {
  content: fetchReadableContent,
  page: fetchPageContents,
  model: fetchReadableContentByModelId,
} satisfies Record<Exclude<PreviewSource, 'pageConfig'>, (client: ApiClient, id: string) => Promise<{ data?: unknown[] | null }>>;

/** The CMS items behind an id, judged as a page judges its content (one success rule; nothing to show is empty). Errors propagate. */
export async function fetchPreviewItems(client: ApiClient, source: PreviewSource, id: string): Promise<unknown[] | Empty> {
  if (source === 'pageConfig') {
    const config = await fetchPageConfig(client, id);
    return isEmpty(config) ? config : config.contents;
  }
  const { data } = await LIST_CALLS[source](client, id);
  return data && data.length > 0 ? data : empty('the content list is empty');
}

/** What fetching an id came to, as a visitor's page would have it, and the raw detail (editors may open it; visitors never see it). */
export async function loadPreviewItems(client: ApiClient, source: PreviewSource, id: string): Promise<{ loaded: Loaded<unknown[]>; detail: string }> {
  let detail = '';
  const loaded = await load(`preview ${source} ${id}`, () =>
    fetchPreviewItems(client, source, id).catch((error: unknown) => {
      detail = (error as Error).message;
      throw error;
    }),
  );
  return { loaded, detail: loaded.status === 'empty' ? loaded.reason : detail };
}
