import type { PolicySettings } from '../../schemas/security-policy';
import { env } from './env';

/** The build settings the security headers depend on, as this build was made with them (the render server's, nginx's includes). */
export const buildPolicy: PolicySettings = { apiBaseUrl: env.VITE_API_BASE_URL, imageBaseUrl: env.VITE_IMAGE_BASE_URL, mapKey: env.VITE_MAP_KEY, hsts: env.VITE_HSTS };
