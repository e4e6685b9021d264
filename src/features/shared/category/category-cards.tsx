import { Link } from 'react-router-dom';
import type { VirtualCategory } from '../../../../schemas/api/category';
import { t } from '../../../i18n/zh-CN';
import { CmsImage } from '../../../ui/cms-image';
import styles from './category.module.css';

/** Category image box: 1:1, 672x672, the picture padded to it. */
const CARD_BOX = { width: 672, height: 672 } as const;

/**
 * A card's width in each layout of `.cards` (category.module.css): two columns within the gutters (max(16px, 4vw)
 * each) on a phone, three from 768px, four from 1200px in a page of at most 1440px; a series list's cards are at most
 * 320px wide from 768px. So a 412px phone at 1.75x (182px cards) takes the 360w picture, not the 640w.
 */
const CARD_SIZES = {
  category: '(min-width: 1440px) 310px, (min-width: 1200px) calc(23vw - 24px), (min-width: 768px) calc(31vw - 21px), calc(48vw - 8px)',
  series: '(min-width: 768px) 320px, calc(48vw - 8px)',
} as const;

/** Cards of categories (a series list, or the sub-categories of a category): image, name and link text, or 立即探索. */
export function CategoryCards({ categories, label, href, layout = 'category' }: { categories: readonly VirtualCategory[]; label: string; href: (category: VirtualCategory) => string; layout?: keyof typeof CARD_SIZES }) {
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
              padded
              sizes={CARD_SIZES[layout]}
            />
            <span className={styles.cardName}>{category.virtualCategoryName}</span>
            <span className={styles.cardLink}>{category.linkText || t.catalogue.exploreNow}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
