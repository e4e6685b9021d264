import type { CardEntry } from '../../../schemas/cms/navigation';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { AccordionSubmenu, type SubmenuLayout } from './accordion-submenu';
import styles from './submenu.module.css';

/** Multi-line CMS text as its non-empty lines. */
export const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/** Submenu style 1: an accordion of cards (title, image, subtitle lines, link); one open at a time. */
export function CardSubmenu({ entries, layout }: { entries: CardEntry[]; layout: SubmenuLayout }) {
  return (
    <AccordionSubmenu
      items={entries}
      layout={layout}
      titleOf={(entry) => entry.mainTitle}
      visualOf={(entry) =>
        entry.image ? { src: entry.image, alt: entry.mainTitle, width: 676, height: 528, className: styles.visual, sizes: '40vw' } : undefined
      }
      bodyOf={(entry) => (
        <>
          {layout === 'panel' && entry.image && (
            <CmsImage className={styles.bodyImage} src={entry.image} alt="" width={676} height={528} sizes="100vw" />
          )}
          {linesOf(entry.subTitle).map((line, i) => (
            <p key={i} className={styles.subtitle}>{line}</p>
          ))}
          {entry.linkName && (
            <CmsLink link={entry.linkUrl} variant="text" className={styles.more}>{entry.linkName}</CmsLink>
          )}
        </>
      )}
    />
  );
}
