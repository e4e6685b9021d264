import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keepDataForDialogs } from '../../../../src/app/dialog-revalidation';
import { JOB_DIALOGS_ROOT_ID } from '../../../../src/state/page';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { installDialogPolyfill } from '../../support/frame';
import { tableRoute } from '../../support/route';

withFixtureServer();


beforeAll(installDialogPolyfill);

/** /about-us as the route table and the full frame define it (page, loader, handle, revalidation rule), with the dialogs' mount point. */
async function renderAboutUs(path = '/about-us') {
  document.getElementById(JOB_DIALOGS_ROOT_ID)?.remove();
  const root = document.createElement('div');
  root.id = JOB_DIALOGS_ROOT_ID;
  document.body.append(root);
  const user = userEvent.setup({ delay: null });
  const router = createMemoryRouter(
    [{ path: '/about-us', ...(await tableRoute('about-us')), shouldRevalidate: keepDataForDialogs }],
    { initialEntries: [path] },
  );
  const view = render(<Provider store={createStore()}><RouterProvider router={router} /></Provider>);
  return { ...view, user, router };
}

/** Counts the jobs-list requests. */
function countJobPages() {
  const seen = { count: 0, tokens: [] as (string | null)[] };
  fixtureServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('getJobPageList')) {
      seen.count += 1;
      seen.tokens.push(request.headers.get('accessToken'));
    }
  });
  return seen;
}

describe('加入我们 on /about-us', () => {
  it('lists a page of jobs, without the token, with links that open a job and turn the page', async () => {
    const seen = countJobPages();
    const { user, router } = await renderAboutUs();
    const section = (await screen.findByRole('heading', { name: '加入我们' })).closest('section') as HTMLElement;
    expect(within(section).getByText('与热爱同行')).toBeTruthy(); // the CAREER content
    expect(within(section).getByText(/我们会在 5 个工作日内与合适的候选人联系/)).toBeTruthy(); // the JOBS content
    const jobs = within(section).getAllByRole('list').flatMap((list) => within(list).queryAllByRole('link').length && !list.closest('nav') ? within(list).getAllByRole('listitem') : []);
    expect(jobs).toHaveLength(6);
    expect(within(jobs[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/about-us?job=J1001');
    const pager = within(section).getByRole('navigation', { name: '职位列表分页' });
    expect(within(pager).getByRole('link', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe('/about-us?jobPage=2');
    expect(within(section).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/about-us?jobPage=2');
    await user.click(within(section).getByRole('link', { name: /视觉陈列专员/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/about-us?job=J1003'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    fixtureServer.events.removeAllListeners();
    expect(seen).toEqual({ count: 1, tokens: [null] }); // opening a job does not load the page again
  });

  it('opens the second page from the query', async () => {
    await renderAboutUs('/about-us?jobPage=2');
    expect(await screen.findByRole('link', { name: /门店店长/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/about-us');
  });

  it('takes a page past the end (?jobPage=9 of 2) to the last page, which lists its jobs', async () => {
    const { router } = await renderAboutUs('/about-us?jobPage=9');
    expect(await screen.findByRole('link', { name: /门店店长/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?jobPage=2');
    expect(screen.getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('says calmly when no job is open, and shows the failure message with a retry when the list fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.post('*/recruitJob/getJobPageList', () => HttpResponse.json({ success: true, data: { list: [], total: 0, pageNum: 1, pageSize: 6 } }), { once: true }));
    const first = await renderAboutUs();
    expect(await screen.findByText('暂无开放职位，欢迎稍后再来看看。')).toBeTruthy();
    first.unmount();
    fixtureServer.use(http.post('*/recruitJob/getJobPageList', () => new HttpResponse(null, { status: 500 })));
    await renderAboutUs();
    expect((await screen.findByRole('alert')).textContent).toContain('请求失败，请稍后重试！');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
