import { IS_TW_SITE } from '../../config/constants';
import { t } from '../../i18n/zh-CN';

/** The contact-us label: traditional Chinese on the TW site, simplified otherwise. */
export const contactLabel = () => (IS_TW_SITE ? t.frame.contactUsTw : t.frame.contactUs);
