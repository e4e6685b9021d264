import { clubAuthAction } from '../features/club-auth/club-auth-action';
import { certificationLoader } from '../features/club-auth/club-auth-data';

export const loader = certificationLoader;
export const action = clubAuthAction;
