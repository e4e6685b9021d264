import { useAtomValue } from 'jotai';
import type { FooterGroup } from '../../../schemas/cms/footer';
import { t } from '../../i18n/zh-CN';
import { winSizeAtom } from '../../state/page';
import { CmsLink } from '../../ui/cms-link';
import { ImagePopover } from './image-popover';
import styles from './footer.module.css';

/** From this width the groups stand as open columns; below it each is a collapsible group. */
export const FOOTER_COLUMNS_FROM = 1024;

function Links({ group }: { group: FooterGroup }) {
  return (
    <ul className={styles.links}>
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

/**
 * One group: a heading over its links on wide screens; on narrow ones (and in the server's HTML, which knows no width)
 * a disclosure the browser opens itself, so its links are reached before the app runs and without it.
 */
function Group({ group, columns }: { group: FooterGroup; columns: boolean }) {
  if (columns) {
    return (
      <div className={styles.group}>
        <h2 className={styles.groupTitle}>{group.navName}</h2>
        <Links group={group} />
      </div>
    );
  }
  return (
    <details className={styles.group}>
      <summary className={styles.groupToggle}>
        <h2 className={styles.groupHeading}>{group.navName}</h2>
        <span className={styles.sign} aria-hidden="true" />
      </summary>
      <Links group={group} />
    </details>
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
