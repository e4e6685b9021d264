import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText as ServerRichText } from '../../../src/ui/rich-text';

const HTML = '<p>看 <a href="/products/golf">球杆</a></p><img src="x" onerror="alert(1)"><script>alert(1)</script>';

const routerOf = (ui: ReactNode) => createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));


/**
 * The server's markup of `html` (this module graph has the sanitiser, as the server has), hydrated by a RichText of a
 * fresh module graph whose sanitiser has not been fetched, as in a browser's first visit.
 */
async function hydrateFromServer(html: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={routerOf(<Page RichText={ServerRichText} html={html} />)} />);
  const served = container.querySelector('[data-rich-text]')?.innerHTML;
  document.body.append(container);
  vi.resetModules();
  const [{ RichText }, loader] = await Promise.all([import('../../../src/ui/rich-text'), import('../../../src/ui/rich-text-loader')]);
  const errors = vi.spyOn(console, 'error');
  const router = routerOf(<Page RichText={RichText} html={html} />);
  root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />));
  return { container, served, router, loader, errors };
}

/** Sets the text of the hydrated RichText, as a preview or a client navigation's new content would. */
const text = { set: (_html: string): void => undefined };
function Page({ RichText, html }: { RichText: typeof ServerRichText; html: string }) {
  const [shown, set] = useState(html);
  useEffect(() => void (text.set = set), []);
  return <RichText html={shown} />;
}

describe('RichText hydrating the server\'s markup', () => {
  it('keeps the markup the server sanitised, without fetching the sanitiser, and its links go through the router', async () => {
    const { container, served, router, loader, errors } = await hydrateFromServer(HTML);
    expect(served).toBe('<p>看 <a href="/products/golf">球杆</a></p>');
    expect(container.querySelector('[data-rich-text]')?.innerHTML).toBe(served);
    expect(loader.loadedSanitizer()).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: '球杆' }));
    expect(router.state.location.pathname).toBe('/products/golf');
  });

  it('fetches the sanitiser when the text changes in the browser, and shows the new text sanitised', async () => {
    const { container, loader } = await hydrateFromServer(HTML);
    await act(async () => text.set('<p>新的 <a href="/about-us" onclick="alert(1)">关于</a></p><svg onload="alert(1)"></svg>'));
    // Fetched on demand (rendered afresh, below the fold it would wait until near; the keyboard wakes everything).
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('link', { name: '关于' })).toBeTruthy();
    expect(loader.loadedSanitizer()).toBeDefined();
    expect(container.querySelector('[data-rich-text]')?.innerHTML).toBe('<p>新的 <a href="/about-us">关于</a></p>');
  });
});
