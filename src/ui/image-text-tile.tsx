import type { Tile } from '../../schemas/cms/block-parts';
import { fontSizeClass } from '../lib/typography';
import { CmsImage } from './cms-image';
import { CmsLink } from './cms-link';
import { alignClass } from './section';
import styles from './image-text-tile.module.css';

/** The CMS image-and-text tile and how it is laid out. */
export interface ImageTextTileProps {
  tile: Tile;
  /** The picture's box in px (gifting tiles 836x520, cards 676x528). */
  box: { width: number; height: number };
  /** split: picture beside the text where the tile is 768px wide or more; stacked: picture above the text (tiles in a row). */
  layout: 'split' | 'stacked';
  /** Heading level of the title: 2 for a tile that is a section, 3 inside a row. */
  level?: 2 | 3;
  priority?: boolean;
  sizes?: string;
}

/** Picture plus title, subtitle and buttons; picLocation 3 puts the picture after the text. */
export function ImageTextTile({ tile, box, layout, level = 2, priority = false, sizes }: ImageTextTileProps) {
  const reversed = tile.picLocation === 3;
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = [styles.tile, styles[layout], reversed && styles.reversed].filter(Boolean).join(' ');
  const defaultSizes = layout === 'split' ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 33vw, 100vw';
  return (
    <div className={styles.frame}>
      <article className={classes} data-reversed={reversed || undefined}>
        <CmsImage
          src={tile.pic}
          alt={tile.alt || tile.title.text}
          width={box.width}
          height={box.height}
          mobile={tile.mobilePic ? { src: tile.mobilePic, width: box.width, height: box.height } : undefined}
          sizes={sizes ?? defaultSizes}
          priority={priority}
        />
        <div
          className={`${styles.body} ${alignClass(tile.textAlign)}`}
          data-align={tile.textAlign}
          style={tile.textBackground ? { background: tile.textBackground } : undefined}
        >
          {tile.title.text && (
            <Heading className={`${styles.title} ${tile.title.size ? fontSizeClass(tile.title.size) : styles.titleDefault}`} style={{ color: tile.title.color }}>
              {tile.title.text}
            </Heading>
          )}
          {tile.subTitle.text && (
            <p className={`${styles.subTitle} ${tile.subTitle.size ? fontSizeClass(tile.subTitle.size) : ''}`} style={{ color: tile.subTitle.color }}>
              {tile.subTitle.text}
            </p>
          )}
          {tile.buttons.length > 0 && (
            <div className={styles.buttons}>
              {tile.buttons.map((button, i) => (
                <CmsLink
                  key={i}
                  link={button.link}
                  variant="button"
                  style={{ color: button.textColor, borderColor: button.borderColor, background: button.fillColor }}
                >
                  {button.name}
                </CmsLink>
              ))}
            </div>
          )}
        </div>
      </article>
    </div>
  );
}
