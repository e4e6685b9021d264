import { fetchPageConfig } from '../../api/cms';
import { apiClient } from '../../config/client';
import type { CmsLinkSource } from '../../ui/cms-link';
import { siteLinkContext } from '../shared/category/site-link-context';

/** What the site's CMS links read: the stored category leaves, and page configs (type 7) from the API. */
export const siteCmsLinkSource: CmsLinkSource = {
  linkContext: siteLinkContext,
  fetchPageConfig: (signal, id) => fetchPageConfig(apiClient, id, signal),
};
