import { contactLoader } from '../features/shared/contact/contact-data';

export const loader = contactLoader;
