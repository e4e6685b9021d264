import { useId, useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { Modal } from '../../ui/modal';
import { CmsContent } from '../shared/content/cms-content';
import type { RouteContent } from '../shared/content/route-content';
import styles from './collection-guide.module.css';

/**
 * The collection dialog of /collections: a button under the title opens the COLLECTION_DIALOG content in a dialog named by
 * its title. Without content (empty, refused or failed) there is neither button nor dialog.
 */
export function CollectionGuide({ content }: { content: RouteContent }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (content.status !== 'ok') return null;
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.collectionGuide.open}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} className={styles.panel}>
        <h2 id={titleId} className={styles.title}>{t.collectionGuide.title}</h2>
        <CmsContent content={content} place="below" />
      </Modal>
    </div>
  );
}
