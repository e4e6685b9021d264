import type { CSSProperties } from 'react';
import type { CategoryItem } from '../../../schemas/cms/category';
import { fontSizeClass } from '../../lib/typography';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './category.module.css';

/** Category cards are square (672x672). */
const CARD_BOX = { width: 672, height: 672 };

function Item({ item }: { item: CategoryItem }) {
  return (
    <li className={styles.item}>
      <CmsImage src={item.pic} alt={item.titleText} {...CARD_BOX} sizes="(min-width: 768px) 33vw, 100vw" />
      <div className={styles.body}>
        <h3 className={`${styles.title} ${item.titleTextSize ? fontSizeClass(item.titleTextSize) : ''}`} style={{ color: item.titleTextColor }}>
          {item.titleText}
        </h3>
        {item.subTitleText && (
          <p className={`${styles.subTitle} ${item.subTitleSize ? fontSizeClass(item.subTitleSize) : ''}`} style={{ color: item.subTitleColor }}>
            {item.subTitleText}
          </p>
        )}
        {item.buttonName && (
          <CmsLink link={item.buttonLink} variant="text" className={styles.more} style={{ color: item.buttonColor }}>
            {item.buttonName}
          </CmsLink>
        )}
      </div>
    </li>
  );
}

/** category: category items (square picture, title, subtitle, button) in a grid of 1-4 columns. */
export function Category({ content }: BlockComponentProps<'category'>) {
  return (
    <Section title={content.title} label={t.blocks.categories}>
      <ul className={styles.grid} style={{ '--columns': content.columns } as CSSProperties}>
        {content.list.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </ul>
    </Section>
  );
}
