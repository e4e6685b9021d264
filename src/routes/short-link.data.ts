import { shortLinkLoader } from '../features/short-link/short-link-data';

export const loader = shortLinkLoader;
