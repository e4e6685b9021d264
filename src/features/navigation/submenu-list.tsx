import { useId } from 'react';
import type { ListColumn } from '../../../schemas/cms/navigation';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { useAccordion } from './accordion';
import { PlusIcon } from './icons';
import type { SubmenuLayout } from './submenu-card';
import styles from './submenu.module.css';

/** Submenu style 3: an accordion of series (image, series links); a link flagged all-series adds ?isAll=true. */
export function ListSubmenu({ columns, layout }: { columns: ListColumn[]; layout: SubmenuLayout }) {
  const id = useId();
  const [open, toggle] = useAccordion(0);
  const visual = columns[open ?? 0];
  return (
    <div className={styles.split} data-layout={layout}>
      <ul className={styles.accordion}>
        {columns.map((column, index) => (
          <li key={`${index}-${column.seriesName}`} className={styles.accordionItem}>
            <button
              type="button"
              className={styles.accordionButton}
              aria-expanded={open === index}
              aria-controls={`${id}-${index}`}
              onClick={() => toggle(index)}
            >
              <span>{column.seriesName}</span>
              <PlusIcon />
            </button>
            <div id={`${id}-${index}`} className={styles.accordionBody} hidden={open !== index}>
              {layout === 'panel' && column.seriesImg && (
                <CmsImage className={styles.seriesImage} src={column.seriesImg} alt="" width={672} height={672} sizes="40vw" />
              )}
              <ul className={styles.seriesLinks}>
                {column.seriesList.map((series, i) => (
                  <li key={`${i}-${series.vcName}`}>
                    <CmsLink
                      link={series.vcItem}
                      allSeries={series.isAllSeries === 'true'}
                      className={series.isAllSeries === 'true' ? `${styles.seriesLink} ${styles.allSeries}` : styles.seriesLink}
                    >
                      {series.vcName}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {layout === 'mega' && visual?.seriesImg && (
        <CmsImage key={visual.seriesImg} className={styles.visualSquare} src={visual.seriesImg} alt={visual.seriesName} width={672} height={672} sizes="25vw" />
      )}
    </div>
  );
}
