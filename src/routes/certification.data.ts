import { clubAuthAction } from '../features/club-auth/club-auth-action';
import { certificationLoader } from '../features/club-auth/club-auth-data';
import { captchaPictures } from '../features/shared/captcha/captcha-picture';

export const screens = ['CERTIFICATION'] as const;
export const loader = certificationLoader;
export const action = clubAuthAction;
// The server's alone (it answers the picture): the browser's build leaves it, and the captcha's calls, out.
export const pictures = import.meta.env.SSR ? captchaPictures('club') : undefined;
