import { contactLoader } from '../features/contact/contact-data';

export const loader = contactLoader;
