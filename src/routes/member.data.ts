import { memberLoader } from '../features/shared/activity/activity-data';

export const screens = ['MEMBER'] as const;
export const loader = memberLoader;
