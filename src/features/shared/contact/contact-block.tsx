import type { ContactContent } from '../../../../schemas/cms/contact';
import { t } from '../../../i18n/zh-CN';
import { mailtoHref } from '../../../lib/mailto';
import { CmsImage } from '../../../ui/cms-image';
import styles from './contact.module.css';


/** Contact us: title, subtitle, company, address, e-mail with a mailto button, then the item list. */
export function ContactBlock({ content, titleId, level = 1 }: { content: ContactContent; titleId?: string; level?: 1 | 2 }) {
  const { contactusCon: head, contactUsBtList: items } = content;
  const Title = level === 1 ? 'h1' : 'h2';
  const Item = level === 1 ? 'h2' : 'h3';
  const mailto = mailtoHref(head.email);
  return (
    <div className={styles.contact}>
      <div className={styles.head}>
        <Title id={titleId} className={styles.title}>{head.title}</Title>
        {head.subTitle && <p className={styles.subtitle}>{head.subTitle}</p>}
        <dl className={styles.facts}>
          {head.company && <div><dt>{t.contact.company}</dt><dd>{head.company}</dd></div>}
          {head.adress && <div><dt>{t.contact.address}</dt><dd>{head.adress}</dd></div>}
          {head.email && <div><dt>{t.contact.email}</dt><dd>{head.email}</dd></div>}
        </dl>
        {mailto && <a className={styles.mailto} href={mailto}>{head.btnText || t.contact.sendEmail}</a>}
      </div>
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={`${index}-${item.title}`} className={styles.item}>
              {item.leftImg && <CmsImage className={styles.leftImg} src={item.leftImg} alt="" width={240} height={240} sizes="120px" />}
              <div className={styles.itemText}>
                <Item className={styles.itemTitle}>{item.title}</Item>
                {item.description && <p className={styles.itemDescription}>{item.description}</p>}
              </div>
              {item.rightImg && <CmsImage className={styles.rightImg} src={item.rightImg} alt="" width={240} height={240} sizes="96px" padded />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
