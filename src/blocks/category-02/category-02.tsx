import type { Category02Card } from '../../../schemas/cms/category-02';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './category-02.module.css';

/** Category cards are square (672x672). */
const CARD_BOX = { width: 672, height: 672 };

function Card({ card }: { card: Category02Card }) {
  return (
    <li className={styles.card}>
      <CmsLink link={card.linkUrl} className={styles.link}>
        <CmsImage className={styles.media} src={card.image} alt={card.mainTitle} {...CARD_BOX} sizes="(min-width: 1024px) 25vw, 50vw" />
        <div className={styles.body}>
          <h3 className={styles.title}>{card.mainTitle}</h3>
          {card.subTitle && <span className={styles.subTitle}>{card.subTitle}</span>}
          <span className={styles.more}>{card.linkName || t.blocks.exploreMore}</span>
        </div>
      </CmsLink>
    </li>
  );
}

/** category02: square category cards with name, subtitle and link text (default 探索更多). */
export function Category02({ content }: BlockComponentProps<'category02'>) {
  return (
    <Section title={content.title} label={t.blocks.categories}>
      <ul className={styles.grid}>
        {content.list.map((card, i) => (
          <Card key={i} card={card} />
        ))}
      </ul>
    </Section>
  );
}
