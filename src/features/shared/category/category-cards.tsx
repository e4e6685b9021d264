import { Link } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import { t } from '../../../i18n/zh-CN';
import { CmsImage } from '../../../ui/cms-image';
import styles from './category.module.css';

/** Category image box: 1:1, 672x672, delivered as png. */
const CARD_BOX = { width: 672, height: 672 } as const;

/** Cards of categories (a series list, or the sub-categories of a category): image, name and link text, or 立即探索. */
export function CategoryCards({ categories, label, href }: { categories: readonly VirtualCategory[]; label: string; href: (category: VirtualCategory) => string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {categories.map((category) => (
        <li key={category.virtualCategoryCode}>
          <Link className={styles.card} to={href(category)}>
            <CmsImage
              className={styles.cardImage}
              src={category.productUrl || category.virtualBackgroundUrl}
              alt=""
              {...CARD_BOX}
              png
              sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw"
            />
            <span className={styles.cardName}>{category.virtualCategoryName}</span>
            <span className={styles.cardLink}>{category.linkText || t.catalogue.exploreNow}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
