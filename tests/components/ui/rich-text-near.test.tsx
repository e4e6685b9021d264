import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../support/blocks';
import { FakeObserver, useFakeObserver } from '../support/fake-observer';

const HTML = '<p>Hello <a href="/about-us">关于我们</a></p><script>alert("x")</script><img src="x" onerror="alert(1)">';

/** Renders a RichText whose sanitiser has not been fetched yet (the test setup preloads it; a fresh module has not). */
async function renderUnloaded(html: string) {
  vi.resetModules();
  const { RichText } = await import('../../../src/ui/rich-text');
  // Awaited act: React's retry after a suspension made inside act is only flushed by an awaited act.
  let rendered!: ReturnType<typeof renderInRouter>;
  await act(async () => {
    rendered = renderInRouter(<RichText html={html} />);
  });
  return rendered;
}

describe('RichText below the first screen', () => {
  useFakeObserver();

  it('shows the words inertly until it comes near the viewport, then the sanitised markup', async () => {
    const { container } = await renderUnloaded(HTML);
    const fallback = await vi.waitFor(() => {
      const shown = container.querySelector('[data-rich-text]');
      if (!shown || FakeObserver.all.every((o) => !o.watched.has(shown))) throw new Error('not watched yet');
      return shown;
    });
    expect(fallback.textContent).toBe('Hello 关于我们');
    expect(container.querySelector('a, img, script')).toBeNull();
    await act(async () => FakeObserver.bringNear());
    expect(await screen.findByRole('link', { name: '关于我们' })).toHaveProperty('pathname', '/about-us');
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('keeps the shape of the markup it stands in for: paragraphs, headings, lists, tables and picture boxes', async () => {
    const { container } = await renderUnloaded(
      '<h2>标题</h2><p>第一段 <a href="/about-us">关于我们</a></p><ul><li>一</li><li>二</li></ul>' +
        '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table><img src="/fixture-images/a.jpg" width="640" height="480" onerror="alert(1)">' +
        '<section><p onclick="alert(1)" style="position:fixed">包着的段落</p></section><script>alert(1)</script>',
    );
    const fallback = await vi.waitFor(() => container.querySelector('[data-rich-text][data-pending]') ?? Promise.reject(new Error('no fallback')));
    expect([...fallback.children].map((child) => child.localName)).toEqual(['h2', 'p', 'ul', 'table', 'img', 'p']);
    expect(fallback.querySelectorAll('li')).toHaveLength(2);
    expect(fallback.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const picture = fallback.querySelector('img');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.hasAttribute('src')]).toEqual(['640', '480', false]);
    expect(fallback.textContent).toBe('标题第一段 关于我们一二格包着的段落');
    expect(fallback.querySelector('a, script, [onclick], [onerror], [style]')).toBeNull();
  });

  it('renders everything once the visitor moves by keyboard, so Tab reaches its links', async () => {
    await renderUnloaded(HTML);
    await vi.waitFor(() => expect(FakeObserver.all.some((o) => o.watched.size > 0)).toBe(true));
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('link', { name: '关于我们' })).toBeTruthy();
  });
});
