import { useId } from 'react';
import type { CardEntry } from '../../../schemas/cms/navigation';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { useAccordion } from './accordion';
import { PlusIcon } from './icons';
import styles from './submenu.module.css';

/** Where a submenu is shown: the desktop mega menu or the mobile panel's second level. */
export type SubmenuLayout = 'mega' | 'panel';

/** Multi-line CMS text as its non-empty lines. */
export const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/** Submenu style 1: an accordion of cards (title, image, subtitle lines, link); one open at a time. */
export function CardSubmenu({ entries, layout }: { entries: CardEntry[]; layout: SubmenuLayout }) {
  const id = useId();
  const [open, toggle] = useAccordion(0);
  const visual = entries[open ?? 0];
  return (
    <div className={styles.split} data-layout={layout}>
      <ul className={styles.accordion}>
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.mainTitle}`} className={styles.accordionItem}>
            <button
              type="button"
              className={styles.accordionButton}
              aria-expanded={open === index}
              aria-controls={`${id}-${index}`}
              onClick={() => toggle(index)}
            >
              <span>{entry.mainTitle}</span>
              <PlusIcon />
            </button>
            <div id={`${id}-${index}`} className={styles.accordionBody} hidden={open !== index}>
              {layout === 'panel' && entry.image && (
                <CmsImage className={styles.bodyImage} src={entry.image} alt="" width={676} height={528} sizes="100vw" />
              )}
              {linesOf(entry.subTitle).map((line, i) => (
                <p key={i} className={styles.subtitle}>{line}</p>
              ))}
              {entry.linkName && (
                <CmsLink link={entry.linkUrl} variant="text" className={styles.more}>{entry.linkName}</CmsLink>
              )}
            </div>
          </li>
        ))}
      </ul>
      {layout === 'mega' && visual?.image && (
        <CmsImage key={visual.image} className={styles.visual} src={visual.image} alt={visual.mainTitle} width={676} height={528} sizes="40vw" />
      )}
    </div>
  );
}
