// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readHydrationData } from '../../../src/app/hydration-data';
import { scriptJson } from '../../../src/lib/script-json';

const state = { loaderData: { product: { status: 'ok', data: { name: '</script>' } } }, actionData: null, errors: null };

function carry(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${HYDRATION_DATA_ID}">${text}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readHydrationData', () => {
  it('answers the router state of a page prerendered for this very path, trailing slash or not', () => {
    carry(scriptJson({ path: '/pdp/1001', state }));
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '' })).toEqual(state);
    expect(readHydrationData(document, { pathname: '/pdp/1001/', search: '' })).toEqual(state);
  });

  it('answers nothing for another path, a query the prerender did not see, unreadable data or none', () => {
    carry(scriptJson({ path: '/pdp/1001', state }));
    expect(readHydrationData(document, { pathname: '/', search: '' })).toBeUndefined();
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '?vc=1' })).toBeUndefined();
    carry('{not json');
    expect(readHydrationData(document, { pathname: '/pdp/1001', search: '' })).toBeUndefined();
    document.body.innerHTML = '';
    expect(readHydrationData(document, { pathname: '/', search: '' })).toBeUndefined();
  });
});
