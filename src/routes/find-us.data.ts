import { withContent } from '../features/shared/content/route-content';
import { findUsLoader } from '../features/store-finder/finder-data';

export const loader = withContent('FIND_US', 'below', findUsLoader, (finder) => [finder, finder.status === 'ok' ? finder.data.result : undefined]);
