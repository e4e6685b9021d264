import { t } from '../../i18n/zh-CN';
import { Modal } from '../../ui/modal';
import { MediaCarousel } from './media-carousel';
import styles from './product-page.module.css';

/** The full-screen gallery: the product's images (at most 10) on a looping carousel with thumbnails, zoomable; Escape closes it. */
export function ProductGallery({ images, name, index, onClose }: { images: readonly string[]; name: string; index: number | null; onClose: () => void }) {
  return (
    <Modal open={index !== null} onClose={onClose} label={t.catalogue.gallery(name)} className={styles.gallery}>
      {index !== null && <MediaCarousel images={images} name={name} initialIndex={Math.min(index, images.length - 1)} className={styles.galleryCarousel} awake focusCurrent zoomable />}
    </Modal>
  );
}
