import { memberLoader } from '../features/shared/activity/activity-data';

export const loader = memberLoader;
