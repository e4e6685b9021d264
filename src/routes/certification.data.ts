import { clubAuthAction } from '../features/club-auth/club-auth-action';
import { certificationLoader } from '../features/club-auth/club-auth-data';
import { captchaPictures } from '../features/shared/captcha/captcha-picture';

export const loader = certificationLoader;
export const action = clubAuthAction;
export const pictures = captchaPictures('club');
