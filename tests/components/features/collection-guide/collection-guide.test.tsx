import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../../src/i18n/zh-CN';
import { installDialogPolyfill } from '../../support/frame';
import { renderRoute } from '../../support/route';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });

const SCREEN_CONTENTS = '@/ecommerce/biz/eccms/v1/page/queryRegionContents/';

beforeAll(installDialogPolyfill);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no matchMedia; the COLLECTIONS hero asks it.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const seriesCards = () => within(screen.getByRole('list', { name: t.catalogueMore.seriesList })).getAllByRole('link');

describe('/collections: the collection dialog', () => {
  it('opens from the button under the title, named by its title, with the COLLECTION_DIALOG content; Escape closes it and focus returns', async () => {
    const { user } = await renderRoute('collections', { path: '/collections' });
    const opener = await screen.findByRole('button', { name: t.collectionGuide.open });
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: t.collectionGuide.title });
    expect(await within(dialog).findByRole('heading', { name: '高尔夫球杆' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /SIM3 MAX 一号木/ }).getAttribute('href')).toBe('/pdp/1001?vc=drivers');
    expect(within(dialog).getByText('¥5,680.00')).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['fails', `500${SCREEN_CONTENTS}`],
    ['is empty', `empty${SCREEN_CONTENTS}`],
  ])('when the content call %s: no button and no dialog, the series as they are', async (_, fault) => {
    vi.stubEnv('FIXTURE_FAULT', fault);
    await renderRoute('collections', { path: '/collections' });
    expect((await screen.findAllByRole('link', { name: /立即探索/ })).length).toBe(2);
    expect(seriesCards().map((a) => a.getAttribute('href'))).toEqual(['/collections/golf', '/collections/home']);
    expect(screen.queryByRole('button', { name: t.collectionGuide.open })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
