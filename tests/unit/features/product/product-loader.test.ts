import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { productLoader } from '../../../../src/features/product/product-loader';
import { loaderAnswer } from '../../../support/loader-answer';
import { serverContext, withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


const answer = (search: string) => {
  const url = `http://site.test/pdp/1001${search}`;
  const args = { params: { slug: '1001' }, request: new Request(url), url: new URL(url), pattern: '/pdp/:slug', context: serverContext() };
  return loaderAnswer(productLoader(args as LoaderFunctionArgs));
};
const run = async (search: string) => {
  const loaded = (await answer(search)).value;
  if (loaded?.status !== 'ok') throw new Error(`product 1001 did not load: ${loaded?.status}`);
  return loaded.data;
};

describe('productLoader', () => {
  const codes = async (search: string) => (await run(search)).trail.map((category) => category.virtualCategoryCode);

  it('places the page\'s category in the site tree, from the root down, as its listing\'s breadcrumbs do: ?vc=, else the product\'s first category', async () => {
    expect(await codes('')).toEqual(['golf', 'woods', 'drivers']);
    expect(await codes('?vc=golf')).toEqual(['golf']);
    expect(await codes('?vc=woods')).toEqual(['golf', 'woods']);
  });

  it('parses the page\'s CMS models into blocks, leaving storyBasicConfig (the page\'s configuration) alone', async () => {
    const data = await run('');
    expect(data).not.toHaveProperty('pageModelContents');
    expect(data.blocks).toEqual([]);
  });

  it('looks the site settings\' boutique up by its code for its phone, which the settings do not hold (the buy dialog shows it)', async () => {
    expect((await run('')).boutiquePhone).toEqual({ code: 'SH001', phone: '021-6288 1979' });
  });

  it('sends a ?vc= the tree does not know to the product\'s own address, with a redirect no cache keeps', async () => {
    const { status, location, headers } = await answer('?vc=no-such-category');
    expect([status, location, headers.get('cache-control')]).toEqual([301, '/pdp/1001', 'no-store']);
  });
});
