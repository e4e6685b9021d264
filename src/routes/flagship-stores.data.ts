import { withContent } from '../features/shared/content/route-content';
import { flagshipLoader } from '../features/store-finder/finder-data';

export const loader = withContent('FLAGSHIP_STORES', 'top', flagshipLoader, (stores) => [stores]);
