import { fetchPageConfig } from '../../api/cms';
import { isEmpty } from '../../api/load';
import { apiClient } from '../../config/client';
import { parseBlocks } from '../../engine/parse';
import type { CmsLinkSource } from '../../ui/cms-link';

/** What the site's CMS links fetch: page configs (type 7) from the API, their content parsed as it arrives. */
export const siteCmsLinkSource: CmsLinkSource = {
  fetchPageConfig: async (signal, id) => {
    const config = await fetchPageConfig(apiClient, id, signal);
    return isEmpty(config) ? config : parseBlocks(config.contents);
  },
};
