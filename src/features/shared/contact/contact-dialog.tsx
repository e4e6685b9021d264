import { useEffect, useEffectEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/zh-CN';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { PageState } from '../../../ui/page-state';
import { ContactBlock } from './contact-block';
import { useFailureToast } from '../content/use-failure-toast';
import { useContactDialogContent } from './contact-data';
import { isGone } from '../page-answer/page-status';
import styles from './contact.module.css';
import { CONTACT_PARAM, paths } from '../../../engine/paths';
import { useArrival } from '../../../ui/use-dialog-param';
import type { Loaded } from '../../../api/load';
import type { ContactContent } from '../../../../schemas/cms/contact';

/**
 * Contact us as a dialog, open by `?contact=1` (the mobile header's mail icon); its content loads each time it opens, or
 * comes from the server when the page arrived with it open.
 */
export function ContactDialog({ open, onClose, closeHref, arrived }: { open: boolean; onClose: () => void; closeHref: string; arrived?: Loaded<ContactContent> | null }) {
  const titleId = useId();
  const navigate = useNavigate();
  const arrival = useArrival(open, arrived);
  const fetched = useContactDialogContent(open && !arrival);
  const loaded = arrival ?? fetched;
  useFailureToast(loaded);
  const leave = useEffectEvent(() => {
    onClose();
    void navigate(paths.home(), { replace: true });
  });
  // Once per answer: content that is gone (missing, empty or refused) closes the dialog and sends the visitor home; a failed request keeps its message.
  useEffect(() => {
    if (loaded && isGone(loaded)) leave();
  }, [loaded]);
  const ready = loaded?.status === 'ok';
  return (
    <Modal open={open} onClose={onClose} closeDelay={200} className={styles.dialog} closeHref={closeHref} openedBy={CONTACT_PARAM} {...(ready ? { labelledBy: titleId } : { label: t.frame.contactUs })}>
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
