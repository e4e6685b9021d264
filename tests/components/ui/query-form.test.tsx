import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { changedSinceRender, formQuery, QueryForm, submitOnChange } from '../../../src/ui/query-form';

/** A listing-like form: a hidden field, two filter boxes, a sort and the button. */
function Filters({ adjust }: { adjust?: (query: URLSearchParams) => URLSearchParams }) {
  return (
    <QueryForm action="/list" adjust={adjust} aria-label="筛选">
      <input type="hidden" name="keyword" value="球" />
      <label><input type="checkbox" name="series" value="SIM" defaultChecked onChange={submitOnChange} />SIM</label>
      <label><input type="checkbox" name="series" value="P" onChange={submitOnChange} />P</label>
      <label>
        排序
        <select name="sort" defaultValue="" onChange={submitOnChange}>
          <option value="">默认排序</option>
          <option value="priceAsc">价格从低到高</option>
        </select>
      </label>
      <button type="submit">应用</button>
    </QueryForm>
  );
}

const routerAt = (path: string, ui: React.ReactElement) => createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
const where = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('QueryForm', () => {
  it('is a GET form of its page, so the browser alone sends it there', () => {
    render(<RouterProvider router={routerAt('/list?keyword=%E7%90%83&series=SIM', <Filters />)} />);
    const form = screen.getByRole('form', { name: '筛选' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/list');
    expect(screen.getByRole('button', { name: '应用' }).getAttribute('type')).toBe('submit');
  });

  it('with the app, a change navigates at once, without empty values, and the page is the form\'s own', async () => {
    const user = userEvent.setup({ delay: null });
    const router = routerAt('/list?keyword=%E7%90%83&series=SIM', <Filters />);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('checkbox', { name: 'P' }));
    await waitFor(() => expect(where(router)).toBe('/list?keyword=%E7%90%83&series=SIM&series=P'));
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), 'priceAsc');
    await waitFor(() => expect(where(router)).toBe('/list?keyword=%E7%90%83&series=SIM&series=P&sort=priceAsc'));
  });

  it('the button with nothing changed sends the same address without a second history entry', async () => {
    const user = userEvent.setup({ delay: null });
    const router = routerAt('/list?keyword=%E7%90%83&series=SIM', <Filters />);
    render(<RouterProvider router={router} />);
    const before = router.state.location.key;
    await user.click(screen.getByRole('button', { name: '应用' }));
    await waitFor(() => expect(router.state.location.key).not.toBe(before));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(where(router)).toBe('/list?keyword=%E7%90%83&series=SIM');
  });

  it('adjust makes the query consistent before it is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const router = routerAt('/list?keyword=%E7%90%83&series=SIM', <Filters adjust={(query) => (query.delete('keyword'), query)} />);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('checkbox', { name: 'SIM' }));
    await waitFor(() => expect(where(router)).toBe('/list'));
  });

  it('a control changed before the app took over is sent when it hydrates', async () => {
    const path = '/list?keyword=%E7%90%83&series=SIM';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={routerAt(path, <Filters />)} />);
    document.body.append(container);
    // The visitor, before the app: a sort picked (the browser's own select; no handler of the app saw it).
    (container.querySelector('select') as HTMLSelectElement).value = 'priceAsc';
    const router = routerAt(path, <Filters />);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />));
    await waitFor(() => expect(where(router)).toBe('/list?keyword=%E7%90%83&series=SIM&sort=priceAsc'));
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('a form as the server rendered it is left alone when the app hydrates', async () => {
    const path = '/list?keyword=%E7%90%83&series=SIM';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={routerAt(path, <Filters />)} />);
    document.body.append(container);
    const router = routerAt(path, <Filters />);
    const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />));
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.historyAction).toBe('POP');
    expect(where(router)).toBe(path);
    act(() => root.unmount());
    container.remove();
  });
});

describe('the form\'s state', () => {
  const form = (html: string) => {
    const element = document.createElement('form');
    element.innerHTML = html;
    return element;
  };

  it('formQuery: the fields in order, repeated names kept, empty values and unchecked boxes left out', () => {
    const f = form('<input type="hidden" name="keyword" value="球 杆"><input type="checkbox" name="s" value="a" checked><input type="checkbox" name="s" value="b"><input type="checkbox" name="s" value="c" checked><select name="sort"><option value="" selected></option></select><input name="q" value="">');
    expect(formQuery(f).toString()).toBe('keyword=%E7%90%83+%E6%9D%86&s=a&s=c');
  });

  it('changedSinceRender: only what the visitor changed counts', () => {
    const f = form('<input type="hidden" name="k" value="x"><input type="checkbox" name="s" value="a"><select name="sort"><option value="">默认</option><option value="p" selected>p</option></select><select name="city"><option value="">全部</option><option value="c">c</option></select><input name="q" value="">');
    expect(changedSinceRender(f)).toBe(false);
    (f.querySelector('input[type=hidden]') as HTMLInputElement).value = 'y';
    expect(changedSinceRender(f)).toBe(false);
    const box = f.querySelector('input[type=checkbox]') as HTMLInputElement;
    box.checked = true;
    expect(changedSinceRender(f)).toBe(true);
    box.checked = false;
    const sort = f.querySelector('select[name=sort]') as HTMLSelectElement;
    sort.value = '';
    expect(changedSinceRender(f)).toBe(true);
    sort.value = 'p';
    // No option marked selected: the first one is what was rendered.
    const city = f.querySelector('select[name=city]') as HTMLSelectElement;
    city.value = 'c';
    expect(changedSinceRender(f)).toBe(true);
    city.value = '';
    (f.querySelector('input[name=q]') as HTMLInputElement).value = '推杆';
    expect(changedSinceRender(f)).toBe(true);
  });
});
