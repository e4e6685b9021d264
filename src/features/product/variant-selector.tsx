import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDetailData } from '../../../schemas/api/product';
import { paths } from '../../engine/paths';
import { CmsImage } from '../../ui/cms-image';
import styles from './product-page.module.css';

/** Props of VariantSelector; `vc` (the category the visitor came from) is kept on the variants' links. */
export interface VariantSelectorProps {
  label: string;
  variants: ProductDetailData['groupProducts'];
  currentId: string;
  vc?: string;
}

/** The sibling variants of a product: each a 48x48 picture and display name linking to its page, the current one marked. */
export function VariantSelector({ label, variants, currentId, vc }: VariantSelectorProps) {
  const labelId = useId();
  if (variants.length === 0) return null;
  return (
    <div className={styles.variants}>
      {label && <p id={labelId} className={styles.label}>{label}</p>}
      <ul className={styles.variantList} aria-labelledby={label ? labelId : undefined}>
        {variants.map((variant) => {
          const current = variant.productId === currentId;
          return (
            <li key={variant.productId}>
              <Link
                to={paths.product(variant.productId, vc)}
                className={styles.variant}
                aria-current={current ? 'page' : undefined}
              >
                {variant.imageUrl && <CmsImage className={styles.variantImage} src={variant.imageUrl} alt="" width={48} height={48} sizes="48px" />}
                <span>{variant.displayName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
