import { Link } from 'react-router-dom';
import type { VirtualCategory } from '../../../schemas/api/category';
import { t } from '../../i18n/zh-CN';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { CmsImage } from '../../ui/cms-image';
import { isLeaf } from './category-cache';
import { CategoryDescription } from './category-description';
import styles from './category.module.css';

/** Where a category card leads: a leaf to its product list, any other to its category page. */
export const categoryHref = (category: VirtualCategory) =>
  `${isLeaf(category) ? '/products/category/' : '/products/'}${encodeURIComponent(category.virtualCategoryCode)}`;

/** Category image box: 1:1, 672x672, delivered as png. */
const CARD_BOX = { width: 672, height: 672 } as const;

/** /products/{nav1}: the category's name, folded description and the cards of its sub-categories. */
export function CategoryView({ category }: { category: VirtualCategory }) {
  const name = category.virtualCategoryName || category.virtualCategoryCode;
  useBreadcrumbs([{ label: t.pages.products, to: '/products' }, { label: name }]);
  return (
    <section className={styles.category} aria-labelledby="category-title">
      <header className={styles.header}>
        <h1 id="category-title" className={styles.title}>{name}</h1>
        <CategoryDescription text={category.description} />
      </header>
      {category.subList.length > 0 && (
        <ul className={styles.cards} aria-label={t.catalogue.subCategories(name)}>
          {category.subList.map((sub) => (
            <li key={sub.virtualCategoryCode}>
              <Link className={styles.card} to={categoryHref(sub)}>
                <CmsImage
                  className={styles.cardImage}
                  src={sub.productUrl || sub.virtualBackgroundUrl}
                  alt=""
                  {...CARD_BOX}
                  png
                  sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw"
                />
                <span className={styles.cardName}>{sub.virtualCategoryName}</span>
                <span className={styles.cardLink}>{sub.linkText || t.catalogue.exploreNow}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
