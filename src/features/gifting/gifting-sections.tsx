import { useId, type CSSProperties } from 'react';
import type { CategoryItem } from '../../../schemas/cms/category';
import { fontSizeClass } from '../../lib/typography';
import { mailtoHref } from '../../lib/mailto';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { dealerColumns, dealerNames, type GiftingContact } from './gifting-dealers';
import { PhoneNumber } from '../../ui/phone-number';
import styles from './gifting.module.css';

const SERVICE_BOX = { width: 672, height: 672 };

/** The services list: image, title, subtitle and, when set, a link. */
export function GiftingServices({ title, list }: { title: string; list: CategoryItem[] }) {
  const id = useId();
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && <h2 id={id} className={styles.sectionTitle}>{title}</h2>}
      <ul className={styles.services} style={{ '--cols': Math.min(list.length, 4) } as CSSProperties}>
        {list.map((service, i) => (
          <li key={i} className={styles.service}>
            <CmsImage src={service.pic} alt="" {...SERVICE_BOX} sizes="(min-width: 1024px) 25vw, 50vw" />
            <h3 className={`${styles.serviceTitle} ${service.titleTextSize ? fontSizeClass(service.titleTextSize) : ''}`} style={{ color: service.titleTextColor }}>
              {service.titleText}
            </h3>
            {service.subTitleText && (
              <p className={`${styles.serviceText} ${service.subTitleSize ? fontSizeClass(service.subTitleSize) : ''}`} style={{ color: service.subTitleColor }}>
                {service.subTitleText}
              </p>
            )}
            {service.buttonName && service.buttonLink && (
              <CmsLink link={service.buttonLink} variant="text" style={{ color: service.buttonColor }}>{service.buttonName}</CmsLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactValue({ contact }: { contact: GiftingContact }) {
  if (contact.kind !== 'email') return <PhoneNumber value={contact.value} />;
  const href = mailtoHref(contact.value);
  return href ? <a href={href}>{contact.value}</a> : <>{contact.value}</>;
}

/** Dealer cooperation: its banner and title, then the tel, mobile and e-mail items. */
export function GiftingCooperation({ title, banner, contacts }: { title: string; banner: string; contacts: GiftingContact[] }) {
  const id = useId();
  if (!title && !banner && contacts.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.cooperation}`} aria-labelledby={title ? id : undefined}>
      {banner && <CmsImage className={styles.cooperationMedia} src={banner} alt="" width={836} height={520} sizes="(min-width: 768px) 55vw, 100vw" />}
      <div className={styles.cooperationBody}>
        {title && <h2 id={id} className={styles.sectionTitle}>{title}</h2>}
        <dl className={styles.contacts}>
          {contacts.map((contact) => (
            <div key={contact.kind} className={styles.contact} data-kind={contact.kind}>
              <dt>{contact.label}</dt>
              <dd><ContactValue contact={contact} /></dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The dealer names, split on commas, in a grid of as many columns as names when fewer than 3. */
export function GiftingDealers({ title, names }: { title: string; names: string }) {
  const id = useId();
  const list = dealerNames(names);
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && <h2 id={id} className={styles.sectionTitle}>{title}</h2>}
      <ul className={styles.dealers} style={{ '--cols': dealerColumns(list.length) } as CSSProperties} data-columns={dealerColumns(list.length)}>
        {list.map((name) => (
          <li key={name} className={styles.dealer}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
