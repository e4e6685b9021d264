import { screenContent } from '../features/shared/content/route-content';
import { withCareer } from '../features/jobs/career-data';
import { jobApplicationAction } from '../features/jobs/application-action';

export const loader = withCareer(screenContent('ABOUT_US'));
export const action = jobApplicationAction;
