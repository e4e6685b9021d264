import { useId } from 'react';
import { t } from '../../i18n/zh-CN';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { ContactBlock } from './contact-block';
import { useContactContent } from './contact-data';
import styles from './contact.module.css';

/** Contact us as a dialog (the mobile header's mail icon); its content loads each time it opens. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const content = useContactContent(open, onClose);
  return (
    <Modal open={open} onClose={onClose} closeDelay={200} className={styles.dialog} {...(content ? { labelledBy: titleId } : { label: t.frame.contactUs })}>
      {content ? <ContactBlock content={content} titleId={titleId} level={2} /> : <Loading />}
    </Modal>
  );
}
