// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readHydrationData, renderedAddress } from '../../../src/app/hydration-data';
import { scriptJson } from '../../../src/lib/script-json';

const state = { loaderData: { product: { status: 'ok', data: { name: '</script>' } } }, actionData: null, errors: null };

function carry(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${HYDRATION_DATA_ID}">${text}</script>`;
}

/** The data element of a page rendered for this URL, named as the server names it. */
const renderedFor = (url: string) => carry(scriptJson({ path: renderedAddress(new URL(url, 'http://localhost')), state }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('renderedAddress', () => {
  it('names a page by its path without the trailing slash and its query as rendered', () => {
    expect(renderedAddress(new URL('http://localhost/pdp/1001/?vc=irons'))).toBe('/pdp/1001?vc=irons');
    expect(renderedAddress(new URL('http://localhost/'))).toBe('/');
    expect(renderedAddress(new URL('http://localhost/search-results-page?keyword=%E7%90%83'))).toBe('/search-results-page?keyword=%E7%90%83');
  });
});

describe('readHydrationData', () => {
  it('answers the router state of a page rendered for this very path, trailing slash or not', () => {
    renderedFor('/pdp/1001');
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '' })).toEqual(state);
    expect(readHydrationData(document, { pathname: '/pdp/1001/', search: '' })).toEqual(state);
  });

  it('answers the router state of a page rendered for the same path with the same query', () => {
    renderedFor('/products/category/irons?page=2&sort=price');
    expect(readHydrationData(document, { pathname: '/products/category/irons', search: '?page=2&sort=price' })).toEqual(state);
    expect(readHydrationData(document, { pathname: '/products/category/irons/', search: '?page=2&sort=price' })).toEqual(state);
  });

  it('answers nothing for a different query, or a query the page was rendered without or with', () => {
    renderedFor('/products/category/irons?page=2&sort=price');
    expect(readHydrationData(document, { pathname: '/products/category/irons', search: '?page=3&sort=price' })).toBeUndefined();
    expect(readHydrationData(document, { pathname: '/products/category/irons', search: '' })).toBeUndefined();
    renderedFor('/pdp/1001');
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '?vc=1' })).toBeUndefined();
  });

  it('answers nothing for another path, malformed data or none', () => {
    renderedFor('/pdp/1001');
    expect(readHydrationData(document, { pathname: '/', search: '' })).toBeUndefined();
    carry('{not json');
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '' })).toBeUndefined();
    carry(`{"path":"/pdp/1001","state":`);
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '' })).toBeUndefined();
    document.body.innerHTML = '';
    expect(readHydrationData(document, { pathname: '/', search: '' })).toBeUndefined();
  });
});
