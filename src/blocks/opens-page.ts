import { createContext, useContext } from 'react';

/** Whether a block tree opens its page; content shown below a page's own feature (or in a dialog) does not. */
export const OpensPageContext = createContext(true);

/** Whether the block at `index` is the first thing on its page, whose picture is fetched at once with high priority. */
export const useFirstOnPage = (index: number): boolean => useContext(OpensPageContext) && index === 0;
