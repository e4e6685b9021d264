// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { type RenderedPage } from '../../src/entry-server';
import { renderRequest } from './support/renderer';
import { t } from '../../src/i18n/zh-CN';
import { routeSamples } from '../e2e/route-samples';
import newsItems from '../../fixtures/data/news/items.json';
import { withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// Each page's head as a crawler and a shared link read it: its own title, its content's description, one canonical address.


interface Head {
  title: string;
  description: string;
  canonical: string;
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function headOf(target: string): Promise<Head> {
  const answer = await renderRequest(new URL(target, 'http://site.invalid').href);
  if (answer.kind !== 'page') throw new Error(`${target} answered ${JSON.stringify(answer)}`);
  const { head } = answer as RenderedPage;
  const read = (pattern: RegExp) => decode(pattern.exec(head)?.[1] ?? '');
  return {
    title: read(/<title>([\s\S]*?)<\/title>/),
    description: read(/<meta name="description" content="([^"]*)"/),
    canonical: read(/<link rel="canonical" href="([^"]*)"/),
  };
}

/** The page's part of a title: what follows the site's own. */
const nameIn = (title: string) => (title.startsWith(`${t.defaultTitle} - `) ? title.slice(t.defaultTitle.length + 3) : undefined);

// The pages of the table that render (the preview is off in a build without it; a short link's own page is bare).
const samples = Object.entries(routeSamples).filter(([id]) => routes.some((route) => route.id === id));
let heads: Map<string, Head>;

beforeAll(async () => {
  await Promise.all(routes.map((route) => route.lazy()));
  heads = new Map(await Promise.all(samples.map(async ([id, path]) => [id, await headOf(path)] as const)));
}, 120_000);

describe('every page has a title of its own', () => {
  it('the home page has the site\'s title alone; every other page the site\'s, a dash and its own name', () => {
    expect(heads.get('home')?.title).toBe(t.defaultTitle);
    const unnamed = samples.filter(([id]) => id !== 'home' && !nameIn(heads.get(id)?.title ?? ''));
    expect(unnamed.map(([id, path]) => `${id} ${path}: ${heads.get(id)?.title}`)).toEqual([]);
  });

  it('no two pages share a title (the verification page has two addresses, one page)', () => {
    const byTitle = new Map<string, string[]>();
    for (const [id] of samples) byTitle.set(heads.get(id)?.title ?? '', [...(byTitle.get(heads.get(id)?.title ?? '') ?? []), id]);
    const shared = [...byTitle.values()].filter((ids) => ids.length > 1 && ids.join() !== 'verification,cs-verification');
    expect(shared).toEqual([]);
  });

  it('names a news article, a category, a listing, a collection and a brand-story page by their content', async () => {
    const article = newsItems.find((item) => String(item.id) === '5001');
    expect(nameIn(heads.get('news-detail')?.title ?? '')).toBe(article?.title);
    expect(nameIn(heads.get('category')?.title ?? '')).toBe('高尔夫球杆');
    expect(nameIn(heads.get('product-list')?.title ?? '')).toBe('木杆');
    expect(nameIn(heads.get('collections-nav2')?.title ?? '')).toBe('玻璃器皿');
    expect(nameIn(heads.get('product')?.title ?? '')).toBe('SIM3 MAX 一号木');
    expect(nameIn((await headOf('/news/5002')).title)).not.toBe(nameIn(heads.get('news-detail')?.title ?? ''));
  });
});

describe('a page\'s description is its content\'s, where it has one', () => {
  it('an article\'s summary, a category\'s and a listing\'s description, a product\'s text (whole, or cut with an ellipsis)', () => {
    const article = newsItems.find((item) => String(item.id) === '5001');
    expect(heads.get('news-detail')?.description).toBe(article?.summary);
    expect(heads.get('category')?.description).toMatch(/^自1979年起，我们只做一件事：让每一次挥杆更接近理想。 从一号木到推杆/);
    expect([...(heads.get('category')?.description ?? '')].length).toBeLessThanOrEqual(120);
    expect(heads.get('product-list')?.description).toBe('更远，更稳：一号木与球道木。');
    expect(heads.get('product')?.description).toMatch(/^全新碳纤维复合杆头/);
  });

  it('the site\'s default elsewhere', () => {
    expect(heads.get('about-us')?.description).toBe(t.defaultDescription);
  });
});

describe('every page names its canonical address', () => {
  it('on the site\'s public base, with the query the page is at, without a dialog\'s or the list it came from', async () => {
    const missing = samples.filter(([id]) => !heads.get(id)?.canonical.startsWith('http'));
    expect(missing.map(([id]) => id)).toEqual([]);
    expect((await headOf('/news?page=2')).canonical).toMatch(/^https?:\/\/[^/]+\/news\?page=2$/);
    expect((await headOf('/about-us?job=7')).canonical).toMatch(/^https?:\/\/[^/]+\/about-us$/);
    expect((await headOf('/pdp/1001?vc=golf&buy=1')).canonical).toMatch(/^https?:\/\/[^/]+\/pdp\/1001$/);
  });
});
