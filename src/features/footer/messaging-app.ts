import type { FollowUs } from '../../../schemas/cms/footer';

/**
 * Whether a follow-us entry is the messaging app's (微信 / WeChat), whose mini-program a phone can open: the CMS
 * entry has no type, so its text or icon name says it. The other QR entries (a video app ...) only show their QR.
 */
export const isMessagingAppEntry = (entry: Pick<FollowUs, 'linkText' | 'icon'>): boolean =>
  /微信|wechat|weixin/i.test(entry.linkText) || /wechat|weixin/i.test(entry.icon.split('/').pop() ?? '');
