import { ImageTextTile } from '../../ui/image-text-tile';
import type { BlockComponentProps } from '../block-types';
import { useFirstOnPage } from '../opens-page';
import styles from './fixed-size-02.module.css';

/** Picture box of the gifting tile (836/520). */
const TILE_BOX = { width: 836, height: 520 };

/** fixedSize_02: one image-and-text tile, picture beside the text (picLocation 3 = reversed). */
export function FixedSize02({ content, index }: BlockComponentProps<'fixedSize_02'>) {
  return (
    <section className={styles.section} aria-label={content.title.text || undefined}>
      <ImageTextTile tile={content} box={TILE_BOX} layout="split" priority={useFirstOnPage(index)} />
    </section>
  );
}
