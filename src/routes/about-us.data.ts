import { screenContent } from '../features/shared/content/route-content';
import { CAREER_SCREENS, withCareer } from '../features/jobs/career-data';
import { jobApplicationAction } from '../features/jobs/application-action';
import { captchaPictures } from '../features/shared/captcha/captcha-picture';

export const screens = ['ABOUT_US', ...CAREER_SCREENS] as const;
export const loader = withCareer(screenContent('ABOUT_US'));
export const action = jobApplicationAction;
// The server's alone (it answers the picture): the browser's build leaves it, and the captcha's calls, out.
export const pictures = import.meta.env.SSR ? captchaPictures('job') : undefined;
