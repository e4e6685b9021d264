import type { CSSProperties } from 'react';
import { ImageTextTile } from '../../ui/image-text-tile';
import { Section } from '../../ui/section';
import type { BlockComponentProps } from '../block-types';
import styles from './fixed-size-03.module.css';

/** Card box of the RC channel's cards: 676x528. */
const CARD_BOX = { width: 676, height: 528 };

/** FixedSize03: a row of 1-4 image-and-text tiles, one per column on desktop, stacked on phones. */
export function FixedSize03({ content }: BlockComponentProps<'FixedSize03'>) {
  const count = content.list.length;
  return (
    <Section title={content.title}>
      <div className={styles.row} style={{ '--count': count } as CSSProperties}>
        {content.list.map((tile, i) => (
          <ImageTextTile key={i} tile={tile} box={CARD_BOX} layout="stacked" level={content.title ? 3 : 2} sizes={`(min-width: 1024px) ${Math.round(100 / count)}vw, 100vw`} />
        ))}
      </div>
    </Section>
  );
}
