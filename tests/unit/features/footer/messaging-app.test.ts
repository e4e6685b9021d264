import { describe, expect, it } from 'vitest';
import { isMessagingAppEntry } from '../../../../src/features/footer/messaging-app';

describe('the messaging-app follow-us entry', () => {
  it('is known by its text or its icon name, in Chinese or English, any case', () => {
    expect(isMessagingAppEntry({ linkText: '微信', icon: '' })).toBe(true);
    expect(isMessagingAppEntry({ linkText: '官方微信公众号', icon: '/x/a.svg' })).toBe(true);
    expect(isMessagingAppEntry({ linkText: 'WeChat', icon: '' })).toBe(true);
    expect(isMessagingAppEntry({ linkText: '关注我们', icon: '/fixture-images/wechat.svg' })).toBe(true);
    expect(isMessagingAppEntry({ linkText: '关注我们', icon: 'https://cdn.example.cn/icons/WeiXin-logo.png' })).toBe(true);
  });

  it('is not any other entry, even on a host or folder that names the app', () => {
    expect(isMessagingAppEntry({ linkText: '抖音', icon: '/fixture-images/douyin.svg' })).toBe(false);
    expect(isMessagingAppEntry({ linkText: '微博', icon: '/fixture-images/weibo.svg' })).toBe(false);
    expect(isMessagingAppEntry({ linkText: '小红书', icon: 'https://wechat.example.cn/icons/xhs.svg' })).toBe(false);
    expect(isMessagingAppEntry({ linkText: '', icon: '' })).toBe(false);
  });
});
