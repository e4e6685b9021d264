import type { VirtualCategory } from '../../../../schemas/api/category';
import { t } from '../../../i18n/zh-CN';
import { categoryName, productsSection, type CatalogueSection } from './catalogue-links';
import { CategoryCards } from './category-cards';
import { CategoryDescription } from './category-description';
import styles from './category.module.css';

/** /products/{nav1} and /collections/{nav1}: the category's name, folded description and the cards of its sub-categories. */
export function CategoryView({ category, section = productsSection }: { category: VirtualCategory; section?: CatalogueSection }) {
  const name = categoryName(category);
  return (
    <section className={styles.category} aria-labelledby="category-title">
      <header className={styles.header}>
        <h1 id="category-title" className={styles.title}>{name}</h1>
        <CategoryDescription text={category.description} />
      </header>
      {category.subList.length > 0 && (
        <CategoryCards categories={category.subList} label={t.catalogue.subCategories(name)} href={(sub) => section.href(sub, category.virtualCategoryCode)} />
      )}
    </section>
  );
}
