import type { ProductDetail } from '../../../schemas/api/product';
import { t } from '../../i18n/zh-CN';
import { attributeGroup, type Attribute } from './product-fields';
import styles from './product-page.module.css';

/** The member perk line and the description, its line breaks kept. */
export function ProductDescription({ product }: { product: Pick<ProductDetail, 'descText'> }) {
  return (
    <>
      <p className={styles.perk}>
        <span className={styles.perkLabel}>{t.catalogue.memberPerkLabel}</span>
        {t.catalogue.memberPerk}
      </p>
      {product.descText && (
        <section className={styles.description} aria-label={t.catalogue.description}>
          <p>{product.descText}</p>
        </section>
      )}
    </>
  );
}

/** Features (group 1 as "name: value" lines, group 3 as a table of pairs) and specifications (group 2, a table, only when present). */
export function ProductFacts({ product }: { product: Pick<ProductDetail, 'spuAttrList'> }) {
  const features = attributeGroup(product, 1);
  const extra = attributeGroup(product, 3);
  const specs = attributeGroup(product, 2);
  const c = t.catalogue;
  return (
    <div className={styles.facts}>
      {(features.length > 0 || extra.length > 0) && (
        <section className={styles.factGroup} aria-labelledby="product-features">
          <h2 id="product-features" className={styles.sectionTitle}>{c.features}</h2>
          {features.length > 0 && (
            <ul className={styles.featureLines}>
              {features.map((a, i) => (
                <li key={`${i}-${a.name}`}>{`${a.name}: ${a.value}`}</li>
              ))}
            </ul>
          )}
          {extra.length > 0 && <FactTable items={extra} labelledBy="product-features" />}
        </section>
      )}
      {specs.length > 0 && (
        <section className={styles.factGroup} aria-labelledby="product-specs">
          <h2 id="product-specs" className={styles.sectionTitle}>{c.specifications}</h2>
          <FactTable items={specs} labelledBy="product-specs" />
        </section>
      )}
    </div>
  );
}

/** Name/value rows, named by their section's heading: a table, so a screen reader reads each value with its name. */
function FactTable({ items, labelledBy }: { items: Attribute[]; labelledBy: string }) {
  return (
    <table className={styles.factTable} aria-labelledby={labelledBy}>
      <tbody>
        {items.map((a, i) => (
          <tr key={`${i}-${a.name}`}>
            <th scope="row">{a.name}</th>
            <td>{a.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
