import { useId, type ReactNode } from 'react';
import { CmsImage } from '../../ui/cms-image';
import { useAccordion } from './accordion';
import { PlusIcon } from './icons';
import styles from './submenu.module.css';

/** Where a submenu is shown: the desktop mega menu or the mobile panel's second level. */
export type SubmenuLayout = 'mega' | 'panel';

/** The picture beside the accordion on desktop (the open item's image; none while every item is closed). */
export interface SubmenuVisual {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  sizes: string;
}

/** Card and list submenus alike: an accordion with one item open at a time, and the open item's picture beside it. */
export function AccordionSubmenu<T>({ items, layout, titleOf, bodyOf, visualOf }: {
  items: T[];
  layout: SubmenuLayout;
  titleOf: (item: T) => string;
  bodyOf: (item: T) => ReactNode;
  visualOf: (item: T) => SubmenuVisual | undefined;
}) {
  const id = useId();
  const [open, toggle] = useAccordion(0);
  const openItem = open === null ? undefined : items[open];
  const visual = layout === 'mega' && openItem !== undefined ? visualOf(openItem) : undefined;
  return (
    <div className={styles.split} data-layout={layout}>
      <ul className={styles.accordion}>
        {items.map((item, index) => (
          <li key={`${index}-${titleOf(item)}`} className={styles.accordionItem}>
            <button
              type="button"
              className={styles.accordionButton}
              aria-expanded={open === index}
              aria-controls={`${id}-${index}`}
              onClick={() => toggle(index)}
            >
              <span>{titleOf(item)}</span>
              <PlusIcon />
            </button>
            <div id={`${id}-${index}`} className={styles.accordionBody} hidden={open !== index}>
              {bodyOf(item)}
            </div>
          </li>
        ))}
      </ul>
      {visual && <CmsImage key={visual.src} {...visual} />}
    </div>
  );
}
