import { useEffect, useEffectEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { PageState } from '../../ui/page-state';
import { ContactBlock } from './contact-block';
import { useFailureToast } from '../shared/content/use-failure-toast';
import { contactGone, useContactDialogContent } from './contact-data';
import styles from './contact.module.css';
import { paths } from '../../engine/paths';

/** Contact us as a dialog (the mobile header's mail icon); its content loads each time it opens. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const loaded = useContactDialogContent(open);
  useFailureToast(loaded);
  const leave = useEffectEvent(() => {
    onClose();
    void navigate(paths.home(), { replace: true });
  });
  // Once per answer: missing content closes the dialog and sends the visitor home.
  useEffect(() => {
    if (loaded && contactGone(loaded)) leave();
  }, [loaded]);
  const ready = loaded?.status === 'ok';
  return (
    <Modal open={open} onClose={onClose} closeDelay={200} className={styles.dialog} {...(ready ? { labelledBy: titleId } : { label: t.frame.contactUs })}>
      {loaded?.status === 'ok' ? (
        <ContactBlock content={loaded.data} titleId={titleId} level={2} />
      ) : loaded?.status === 'failed' ? (
        <PageState tone="failed" title={t.states.failedTitle} message={loaded.message} />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
