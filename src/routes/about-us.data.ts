import { screenContent } from '../features/shared/content/route-content';
import { withCareer } from '../features/jobs/career-data';

export const loader = withCareer(screenContent('ABOUT_US'));
