import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

describe('common block', () => {
  it('renders the rich text with its headings, lists and internal links', () => {
    renderBlock('common', homeBlock('common').props);
    expect(screen.getByRole('heading', { level: 3, name: '我们的服务承诺' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '常见问题' }).getAttribute('href')).toBe('/customer-service/faq');
  });

  it('drops <script>, on* attributes and javascript: URLs, and opens target links safely', () => {
    const html = '<p>正文</p><script>alert(1)</script><img src="/a.jpg" alt="图" onerror="alert(1)"><img/onload=alert(1) src="/b.jpg" alt="二"><a href="https://example.com" target="_self" ONCLICK = "x()">外链</a><a href="javascript:alert(1)">x</a>';
    const { container } = renderBlock('common', props('common', { content: html }));
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: '图' }).hasAttribute('onerror')).toBe(false);
    expect(container.innerHTML).not.toMatch(/javascript:|on(error|load|click)|blocked-on/i);
    expect(screen.getByRole('img', { name: '二' }).getAttribute('src')).toBe('/b.jpg');
    const external = screen.getByRole('link', { name: '外链' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
