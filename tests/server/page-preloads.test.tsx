// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { type RenderedPage } from '../../src/entry-server';
import { renderRequest } from './support/renderer';
import { withFixtureServer } from '../support/fixture-server';

withFixtureServer();

// The largest picture of a page's first screen is asked for from the head's first bytes, at high priority, and no
// other picture is preloaded ahead of it: otherwise the browser finds it only when the HTML has arrived that far (the
// home hero sat 44 KB down), behind the footer's icons that React preloads for every image it is not told is lazy.

beforeAll(async () => {
  // Every page module's first import (a transform each) done once here, not in one test's time.
  await Promise.all(routes.map((route) => route.lazy()));
}, 60_000);

async function headOf(target: string): Promise<string> {
  const answer = await renderRequest(`http://site.invalid${target}`);
  if (answer.kind !== 'page') throw new Error(`${target} answered ${JSON.stringify(answer)}`);
  return (answer as RenderedPage).head;
}

/** The image preloads of a head, as attribute maps, in their order. */
const imagePreloads = (head: string): Record<string, string>[] =>
  [...head.matchAll(/<link rel="preload" as="image"([^>]*)\/?>/g)].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/ (\w+)="([^"]*)"/g)].map((a) => [a[1]?.toLowerCase() ?? '', a[2] ?? ''])),
  );

describe('the first screen\'s largest picture', () => {
  it('is preloaded by the home page for each art-directed source, phone and wide screen, at high priority and before any other picture', async () => {
    const preloads = imagePreloads(await headOf('/'));
    const hero = preloads.filter((p) => p.fetchpriority === 'high');
    expect(hero.map((p) => p.media)).toEqual(['(max-width: 767px)', '(min-width: 768px)']);
    expect(hero[0]?.imagesrcset).toContain('hero-mobile-1.jpg');
    expect(hero[1]?.imagesrcset).toContain('hero-1.jpg');
    expect(preloads.slice(0, 2)).toEqual(hero);
  });

  it.each([
    ['a product page', '/pdp/1001', 'product-detail-1.jpg'],
    ['a news article', '/news/5001', 'history.jpg'],
  ])('is preloaded by %s (%s) at high priority, first', async (_name, target, file) => {
    const [first] = imagePreloads(await headOf(target));
    expect(first).toMatchObject({ fetchpriority: 'high' });
    expect(first?.imagesrcset).toContain(file);
  });

  it('is not held up by the footer\'s icons and codes: no picture below the first screen is preloaded', async () => {
    const preloads = imagePreloads(await headOf('/'));
    expect(preloads.filter((p) => /qr-|wechat|weibo|douyin|xiaohongshu/.test(p.href ?? ''))).toEqual([]);
  });
});
