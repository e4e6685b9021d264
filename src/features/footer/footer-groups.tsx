import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { FooterGroup } from '../../../schemas/cms/footer';
import { t } from '../../i18n/zh-CN';
import { winSizeAtom } from '../../state/page';
import { CmsLink } from '../../ui/cms-link';
import { ImagePopover } from './image-popover';
import styles from './footer.module.css';

/** From this width the groups stand as open columns; below it each is a collapsible group. */
export const FOOTER_COLUMNS_FROM = 1024;

function Links({ group, id, hidden }: { group: FooterGroup; id?: string; hidden?: boolean }) {
  return (
    <ul id={id} className={styles.links} hidden={hidden}>
      {group.data.map((link, index) => (
        <li key={`${index}-${link.linkName}`}>
          {link.image ? (
            <ImagePopover image={link.image} alt={link.linkName} className={styles.link}>{link.linkName}</ImagePopover>
          ) : (
            <CmsLink link={link.linkUrl} className={styles.link}>{link.linkName}</CmsLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One group: a heading over its links on wide screens; a toggle that shows or hides them on narrow ones. */
function Group({ group, columns }: { group: FooterGroup; columns: boolean }) {
  const id = useId();
  const [active, setActive] = useState(false);
  if (columns) {
    return (
      <div className={styles.group}>
        <h2 className={styles.groupTitle}>{group.navName}</h2>
        <Links group={group} />
      </div>
    );
  }
  return (
    <div className={styles.group} data-active={active || undefined}>
      <h2 className={styles.groupHeading}>
        <button type="button" className={styles.groupToggle} aria-expanded={active} aria-controls={id} onClick={() => setActive((v) => !v)}>
          <span>{group.navName}</span>
          <span className={styles.sign} aria-hidden="true" />
        </button>
      </h2>
      <Links group={group} id={id} hidden={!active} />
    </div>
  );
}

/** The footer navigation groups from the footer-navigation content. */
export function FooterGroups({ groups }: { groups: FooterGroup[] }) {
  const columns = useAtomValue(winSizeAtom).width >= FOOTER_COLUMNS_FROM;
  return (
    <nav className={styles.groups} aria-label={t.frame.footerNav}>
      {groups.map((group, index) => (
        <Group key={`${index}-${group.navName}`} group={group} columns={columns} />
      ))}
    </nav>
  );
}
