import type { LoaderFunctionArgs } from 'react-router-dom';
import { withContent } from '../features/shared/content/route-content';
import type { FeaturePage } from './content-pages';

/** The data of a row of the feature pages, given its feature's loader: the feature's data and its screen's content, side by side. */
export const featurePageData = ({ screen, place, calls }: FeaturePage<unknown>, loader: (args: LoaderFunctionArgs) => Promise<unknown>) => ({
  loader: withContent(screen, place, loader, calls),
});
