import { seriesOf } from '../features/shared/category/series-data';
import { withContent } from '../features/shared/content/route-content';

// The dialog's content comes with the page, so the server renders the button and the dialog opens without a wait.
export const screens = ['COLLECTION_DIALOG', 'COLLECTIONS'] as const;
export const loader = withContent('COLLECTION_DIALOG', 'below', seriesOf('COLLECTIONS'), (series) => [series.content, series.series]);
