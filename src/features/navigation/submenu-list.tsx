import type { ListColumn } from '../../../schemas/cms/navigation';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { AccordionSubmenu, type SubmenuLayout } from './accordion-submenu';
import styles from './submenu.module.css';

/** Submenu style 3: an accordion of series (image, series links); a link flagged all-series adds ?isAll=true. */
export function ListSubmenu({ columns, layout }: { columns: ListColumn[]; layout: SubmenuLayout }) {
  return (
    <AccordionSubmenu
      items={columns}
      layout={layout}
      titleOf={(column) => column.seriesName}
      visualOf={(column) =>
        column.seriesImg
          ? { src: column.seriesImg, alt: column.seriesName, width: 672, height: 672, className: styles.visualSquare, sizes: '25vw' }
          : undefined
      }
      bodyOf={(column) => (
        <>
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
        </>
      )}
    />
  );
}
