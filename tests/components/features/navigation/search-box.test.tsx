import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, SEARCH_DEBOUNCE_MS } from '../../../../src/features/navigation/search-box';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { locationOf, renderInFrame } from '../../support/frame';

withFixtureServer();


afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

/** Counts autocomplete calls and the keyword each asked for. */
function watchAutocomplete() {
  const asked: string[] = [];
  fixtureServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/product/autocomplete')) asked.push(url.searchParams.get('keyword') ?? '');
  });
  return asked;
}

describe('search box', () => {
  it('asks autocomplete once for a burst of typing, 1 s after the last key, with storeId and size 10', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = watchAutocomplete();
    const seen: URL[] = [];
    fixtureServer.events.on('request:start', ({ request }) => seen.push(new URL(request.url)));
    await renderInFrame(<SearchBox variant="header" />);
    const box = screen.getByRole('combobox', { name: '搜索产品' });
    for (const text of ['s', 'si', 'sim']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    // The call's code comes with the first call (lazyApi): the request follows the debounce once it has arrived.
    await vi.waitFor(() => expect(asked).toEqual(['sim']));
    const call = seen.find((u) => u.pathname.endsWith('/autocomplete'));
    expect(call?.searchParams.get('size')).toBe('10');
    expect(call?.searchParams.get('storeId')).toBe('1001');
    fixtureServer.events.removeAllListeners();
    expect(await screen.findByRole('option', { name: 'SIM3 MAX 一号木' })).toBeTruthy();
  });

  it('a combobox: arrow keys move the active option round the list, Enter searches for it and remembers it', async () => {
    const { user, container } = await renderInFrame(<SearchBox variant="header" />);
    const box = screen.getByRole('combobox', { name: '搜索产品' });
    await user.type(box, 'teema');
    const list = await screen.findByRole('listbox', { name: '搜索建议' }, { timeout: 3000 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const chosen = options[1]?.textContent ?? '';
    expect(locationOf(container)).toBe(`/search-results-page?keyword=${encodeURIComponent(chosen)}`);
    expect(JSON.parse(window.localStorage.getItem('storageKw') ?? '[]')).toEqual([chosen]);
  });

  it('Escape closes the suggestions without searching', async () => {
    const { user, container } = await renderInFrame(<SearchBox variant="panel" />);
    const box = screen.getByRole('combobox', { name: '搜索产品' });
    await user.type(box, 'teema');
    await screen.findByRole('listbox', { name: '搜索建议' }, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(locationOf(container)).toBe('/');
  });

  it('while empty it offers the hot words and the recent keywords, which can be cleared', async () => {
    window.localStorage.setItem('storageKw', JSON.stringify(['花瓶', '推杆']));
    const { user, container } = await renderInFrame(<SearchBox variant="panel" />);
    await user.click(screen.getByRole('combobox', { name: '搜索产品' }));
    const hot = await screen.findByRole('region', { name: '热门搜索' });
    expect(within(hot).getAllByRole('button').map((b) => b.textContent)).toEqual(['一号木', '推杆', 'Teema', '花瓶', '球包']);
    const recent = screen.getByRole('region', { name: '最近搜索' });
    expect(within(recent).getAllByRole('button', { name: /^(?!清除)/ }).map((b) => b.textContent)).toEqual(['花瓶', '推杆']);
    await user.click(within(recent).getByRole('button', { name: '清除最近搜索' }));
    expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull();
    expect(window.localStorage.getItem('storageKw')).toBeNull();
    await user.click(within(hot).getByRole('button', { name: 'Teema' }));
    expect(locationOf(container)).toBe('/search-results-page?keyword=Teema');
  });

  it('the typed words on submit; the magnifier with nothing typed only opens the field', async () => {
    const onSearched = vi.fn();
    const { user, container } = await renderInFrame(<SearchBox variant="header" onSearched={onSearched} />);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '搜索产品' }));
    expect(locationOf(container)).toBe('/');
    await user.type(screen.getByRole('combobox', { name: '搜索产品' }), '  球包 {Enter}');
    expect(locationOf(container)).toBe(`/search-results-page?keyword=${encodeURIComponent('球包')}`);
    expect(onSearched).toHaveBeenCalledTimes(1);
  });

  it('a failing autocomplete only warns: no suggestions, no error on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/product/autocomplete', () => new HttpResponse('x', { status: 500 })));
    const { user } = await renderInFrame(<SearchBox variant="header" />);
    await user.type(screen.getByRole('combobox', { name: '搜索产品' }), 'sim');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[search autocomplete] request failed')), { timeout: 3000 });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('is a GET form of the results page with its keyword field, so the browser alone can search', async () => {
    await renderInFrame(<SearchBox variant="header" />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search-results-page');
    const box = screen.getByRole('combobox', { name: '搜索产品' }) as HTMLInputElement;
    expect(box.name).toBe('keyword');
    // An empty search is stopped by the browser itself, which opens the field instead.
    expect(box.required).toBe(true);
  });

  it('words typed before the app took over stay in the box and are what it searches', async () => {
    const router = () => createMemoryRouter([{ path: '*', element: <SearchBox variant="header" /> }], { initialEntries: ['/products'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    document.body.append(container);
    const typed = container.querySelector('input') as HTMLInputElement;
    typed.value = 'Teema';
    const app = router();
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={app} />));
    // Anything the app renders next (here: the focus opening the panel) keeps the text.
    await act(async () => fireEvent.focus(typed));
    expect(typed.value).toBe('Teema');
    await act(async () => fireEvent.submit(typed.form as HTMLFormElement));
    expect(`${app.state.location.pathname}${app.state.location.search}`).toBe('/search-results-page?keyword=Teema');
    expect(JSON.parse(window.localStorage.getItem('storageKw') ?? '[]')).toEqual(['Teema']);
    act(() => root.unmount());
    container.remove();
  });
});
