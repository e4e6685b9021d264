import type { CmsLinkSource } from '../../ui/cms-link';

/** What the site's CMS links fetch: page configs (type 7) from the API, their content parsed as it arrives. */
export const siteCmsLinkSource: CmsLinkSource = {
  fetchPageConfig: async (signal, id) => {
    // The call, its schemas and the engine's parser come with the first opening, not with the page.
    const { fetchPageConfigBlocks } = await import('./fetch-page-config');
    return fetchPageConfigBlocks(signal, id);
  },
};
