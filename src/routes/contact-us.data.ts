import { contactLoader } from '../features/shared/contact/contact-data';

export const screens = ['CONTACT_US'] as const;
export const loader = contactLoader;
