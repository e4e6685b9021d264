import type { CSSProperties } from 'react';
import type { GridEntry, NewGoods } from '../../../schemas/cms/navigation';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import type { SubmenuLayout } from './accordion-submenu';
import styles from './submenu.module.css';

/** The mega menu shows at most this many product columns. */
export const MAX_GRID_COLUMNS = 4;

/** A new product as a type-3 CMS link, so its href goes through resolveLink like every other. */
const productLink = (goods: NewGoods) => ({ linkType: 3, linkSpuId: goods.spuId ?? goods.id });

function GoodsCard({ goods }: { goods: NewGoods }) {
  const series = goods.i18nBrandSeriesName?.en;
  return (
    <li>
      <CmsLink link={productLink(goods)} className={styles.goods}>
        {goods.majorImageUrl && (
          <CmsImage className={styles.goodsImage} src={goods.majorImageUrl} alt="" width={400} height={400} sizes="(max-width: 767px) 45vw, 15vw" padded />
        )}
        {series && <span className={styles.goodsSeries}>{series}</span>}
        <span className={styles.goodsName}>{goods.productName}</span>
      </CmsLink>
    </li>
  );
}

/** Submenu style 2: per entry a cover (image, title, link) and a grid of its new products, at most 4 columns. */
export function GridSubmenu({ entries, layout }: { entries: GridEntry[]; layout: SubmenuLayout }) {
  return (
    <div className={styles.gridSubmenu} data-layout={layout}>
      {entries.map((entry, index) => (
        <div key={`${index}-${entry.mainTitle}`} className={styles.gridRow}>
          <CmsLink link={entry.linkUrl} className={styles.cover}>
            {entry.image && <CmsImage className={styles.coverImage} src={entry.image} alt="" width={676} height={528} sizes="(max-width: 767px) 100vw, 30vw" />}
            <span className={styles.coverTitle}>{entry.mainTitle}</span>
            {entry.subTitle && <span className={styles.subtitle}>{entry.subTitle}</span>}
            {entry.linkName && <span className={styles.coverMore}>{entry.linkName}</span>}
          </CmsLink>
          {entry.newGoodsArr.length > 0 && (
            <section className={styles.goodsSection} aria-label={`${entry.mainTitle} ${t.frame.newProducts}`}>
              <p className={styles.label} aria-hidden="true">{t.frame.newProducts}</p>
              <ul
                className={styles.goodsGrid}
                style={{ '--columns': Math.min(MAX_GRID_COLUMNS, entry.newGoodsArr.length) } as CSSProperties}
              >
                {entry.newGoodsArr.map((goods) => (
                  <GoodsCard key={goods.id} goods={goods} />
                ))}
              </ul>
            </section>
          )}
        </div>
      ))}
    </div>
  );
}
