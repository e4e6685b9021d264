import { ContactSection } from '../features/contact/contact-page';

/** /contact-us: the contact block. */
export default function ContactUsPage() {
  return <ContactSection />;
}
