import { withContent } from '../features/shared/content/route-content';
import { directoryLoader } from '../features/store-finder/finder-data';

export const loader = withContent('STORE_LIST', 'below', directoryLoader, (directory) => [directory]);
