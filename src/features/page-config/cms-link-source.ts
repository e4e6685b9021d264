import { fetchPageConfig } from '../../api/cms';
import { apiClient } from '../../config/client';
import type { CmsLinkSource } from '../../ui/cms-link';

/** What the site's CMS links fetch: page configs (type 7) from the API. */
export const siteCmsLinkSource: CmsLinkSource = {
  fetchPageConfig: (signal, id) => fetchPageConfig(apiClient, id, signal),
};
