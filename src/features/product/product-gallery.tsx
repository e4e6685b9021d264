import { GALLERY_PARAM } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import type { DialogParam } from '../../ui/use-dialog-param';
import { Modal } from '../../ui/modal';
import { MediaCarousel } from './media-carousel';
import { pictureIndex, pictureNumber } from './product-fields';
import styles from './product-page.module.css';

/**
 * The full-screen gallery of `?gallery=N`: the product's images (at most 10) on a looping carousel with thumbnails,
 * previous and next, zoomable, open at picture N; its thumbnails, steps and close are links, so it works without script.
 */
export function ProductGallery({ images, name, dialog }: { images: readonly string[]; name: string; dialog: DialogParam }) {
  const index = pictureIndex(dialog.value, images.length);
  return (
    <Modal open={index !== null} onClose={dialog.close} label={t.catalogue.gallery(name)} className={styles.gallery} closeHref={dialog.closeHref} openedBy={GALLERY_PARAM}>
      {index !== null && (
        <MediaCarousel
          images={images}
          name={name}
          initialIndex={index}
          pictureHref={(i) => dialog.openHref(pictureNumber(i))}
          className={styles.galleryCarousel}
          awake
          focusCurrent
          steps
          zoomable
        />
      )}
    </Modal>
  );
}
