import { contentLoader } from '../features/shared/content/route-content';
import type { ContentPage } from './content-pages';

/** The data of a row of the content pages: its screen's content. */
export const contentPageData = ({ screen }: ContentPage) => ({ loader: contentLoader(screen), screens: [screen] });
