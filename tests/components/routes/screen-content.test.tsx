import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteId } from '../../../src/engine/route-paths';
import { t } from '../../../src/i18n/zh-CN';
import { renderRoute } from '../support/route';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

// The machine is shared: give the first render (route chunk, msw warm-up) more than the default second.
configure({ asyncUtilTimeout: 5000 });

const SCREEN_CONTENTS = '@/ecommerce/biz/eccms/v1/page/queryRegionContents/';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no matchMedia; the hero carousel asks it.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A screen with its own feature and its CMS content: where each shows, found by what the fixtures hold. */
interface Screen {
  id: RouteId;
  path: string;
  /** The first block of the screen's fixture content. */
  content: () => HTMLElement | null;
  /** The screen's own feature, with its fixture data. */
  feature: () => Promise<HTMLElement>;
  place: 'above' | 'below';
}

const region = (name: string) => () => screen.queryByRole('region', { name });
const screens: Record<string, Screen> = {
  verification: { id: 'verification', path: '/verification', content: region('在官方渠道购买'), feature: () => screen.findByRole('textbox', { name: t.verification.label }), place: 'below' },
  'cs-verification': {
    id: 'cs-verification', path: '/customer-service/product-verification', content: region('在官方渠道购买'),
    feature: () => screen.findByRole('textbox', { name: t.verification.label }), place: 'below',
  },
  news: { id: 'news', path: '/news', content: region('媒体垂询'), feature: () => screen.findByRole('list', { name: t.news.list }), place: 'below' },
  'latest-news': {
    id: 'latest-news', path: '/latest-news', content: () => screen.queryByRole('heading', { name: '不止于资讯' }),
    feature: () => screen.findByRole('list', { name: t.news.list }), place: 'below',
  },
  'store-list': {
    id: 'store-list', path: '/store-list', content: () => screen.queryByRole('heading', { name: '免费礼品包装' }),
    feature: () => screen.findByRole('list', { name: '上海市' }), place: 'below',
  },
  'find-us': { id: 'find-us', path: '/find-us', content: region('到店之前'), feature: () => screen.findByRole('list', { name: t.storeFinder.stores }), place: 'below' },
  'flagship-stores': {
    id: 'flagship-stores', path: '/find-us/flagship-stores', content: region('旗舰店 · 完整体验'),
    feature: () => screen.findByRole('list', { name: t.storeFinder.stores }), place: 'above',
  },
};

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Node, second: Node) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe.each(Object.entries(screens))('%s: its CMS content beside its feature', (_, { id, path, content, feature, place }) => {
  it(`shows the content ${place} the feature; only content above it takes the first paint's picture`, async () => {
    await renderRoute(id, { path });
    const own = await feature();
    const cms = content();
    expect(cms).not.toBeNull();
    expect(place === 'above' ? precedes(cms!, own) : precedes(own, cms!)).toBe(true);
    const firstPicture = cms!.closest('[data-block]')?.querySelector('img');
    expect(firstPicture?.getAttribute('loading')).toBe(place === 'above' ? 'eager' : 'lazy');
  });

  it.each([
    ['fails', `500${SCREEN_CONTENTS}`],
    ['is refused', `unsuccessful${SCREEN_CONTENTS}`],
    ['is empty', `empty${SCREEN_CONTENTS}`],
  ])('when the content call %s: the feature as it is, and nothing in the content\'s place', async (_, fault) => {
    vi.stubEnv('FIXTURE_FAULT', fault);
    await renderRoute(id, { path });
    expect(await feature()).toBeTruthy();
    expect(content()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(t.states.emptyTitle)).toBeNull();
    expect(screen.queryByText(t.requestFailed)).toBeNull();
  });
});
