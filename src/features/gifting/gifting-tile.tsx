import type { FixedSize02 } from '../../../schemas/cms/fixed-size-02';
import { resolveLink, type LinkContext } from '../../engine/links';
import { fontSizeClass } from '../../lib/typography';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink, useLinkContext } from '../../ui/cms-link';
import { alignClass } from '../../ui/section';
import styles from './gifting.module.css';

/** Gifting tile picture box (ratio 836/520). */
const TILE_BOX = { width: 836, height: 520 };

/** Where a tile button goes, or null when it has no link (it then opens the help dialog). */
const hasLink = (link: unknown, links: LinkContext) => resolveLink(link, links).kind !== 'none';

/**
 * One gifting tile: picture and text side by side (picLocation 3 puts the picture after the text), text aligned
 * by textAlign (1 left, 2 centre, 3 right); a button with a link navigates, one without asks for help.
 */
export function GiftingTile({ tile, onHelp, priority = false }: { tile: FixedSize02; onHelp: (title: string) => void; priority?: boolean }) {
  const reversed = tile.picLocation === 3;
  const title = tile.title.text;
  const links = useLinkContext();
  return (
    <article className={`${styles.tile} ${reversed ? styles.reversed : ''}`} data-reversed={reversed || undefined}>
      <CmsImage
        className={styles.tileMedia}
        src={tile.pic}
        alt={tile.alt || title}
        {...TILE_BOX}
        mobile={tile.mobilePic ? { src: tile.mobilePic, ...TILE_BOX } : undefined}
        sizes="(min-width: 768px) 55vw, 100vw"
        priority={priority}
      />
      <div
        className={`${styles.tileBody} ${alignClass(tile.textAlign)}`}
        data-align={tile.textAlign}
        style={tile.textBackground ? { background: tile.textBackground } : undefined}
      >
        {title && (
          <h2 className={`${styles.tileTitle} ${tile.title.size ? fontSizeClass(tile.title.size) : ''}`} style={{ color: tile.title.color }}>
            {title}
          </h2>
        )}
        {tile.subTitle.text && (
          <p className={`${styles.tileText} ${tile.subTitle.size ? fontSizeClass(tile.subTitle.size) : ''}`} style={{ color: tile.subTitle.color }}>
            {tile.subTitle.text}
          </p>
        )}
        {tile.buttons.length > 0 && (
          <div className={styles.tileButtons}>
            {tile.buttons.map((button, i) => {
              const look = { color: button.textColor, borderColor: button.borderColor, background: button.fillColor };
              return hasLink(button.link, links) ? (
                <CmsLink key={i} link={button.link} variant="button" style={look}>{button.name}</CmsLink>
              ) : (
                <button key={i} type="button" className={styles.button} style={look} aria-haspopup="dialog" onClick={() => onHelp(title || button.name)}>
                  {button.name}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </article>
  );
}
