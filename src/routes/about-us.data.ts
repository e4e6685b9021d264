import { screenContent } from '../features/shared/content/route-content';
import { withCareer } from '../features/jobs/career-data';
import { jobApplicationAction } from '../features/jobs/application-action';
import { captchaPictures } from '../features/shared/captcha/captcha-picture';

export const loader = withCareer(screenContent('ABOUT_US'));
export const action = jobApplicationAction;
export const pictures = captchaPictures('job');
