import { LinkChecker, LinkState } from 'linkinator';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { BUY_PARAM, CONTACT_PARAM, DIALOG_OPEN, DIALOG_PARAMS, GALLERY_PARAM, IMAGE_PARAM, JOB_PARAM, SHARE_PARAM, STORE_PARAM, paths } from '../../src/engine/paths';
import { expect, test } from './console';
import { routeSamples } from './route-samples';
import { htmlErrors } from './support/nu-checker';

// The server's HTML, as a crawler or a visitor before the app sees it: valid to the W3C's Nu Html Checker, and every
// same-origin link it has answers. Asked without a browser (the `request` fixture).

const none = new URLSearchParams();
const PRODUCT = routeSamples.product;

/** Each dialog's address (docs/pages.md, "What works without script"), rendered open by the server. */
const DIALOGS = [
  paths.dialog(PRODUCT, none, BUY_PARAM, DIALOG_OPEN),
  paths.dialog(PRODUCT, none, SHARE_PARAM, DIALOG_OPEN),
  // The gallery open at a picture past the page's six, over the carousel at its third.
  paths.dialog(PRODUCT, new URLSearchParams({ [IMAGE_PARAM]: '3' }), GALLERY_PARAM, '8'),
  paths.dialog(routeSamples.home, none, CONTACT_PARAM, DIALOG_OPEN),
  paths.dialog(routeSamples.home, none, STORE_PARAM, 'SH001'),
  paths.dialog(routeSamples['about-us'], none, JOB_PARAM, 'J1001'),
  paths.jobApplication('J1001'),
];

/** The pages the site shows for what is not there, answered 404: an unknown product and article, an expired short link. */
const NOT_FOUND = ['/pdp/999999', '/news/999999', routeSamples['short-link']];

/** Where the render server forwards the backend's pictures (server/api-forward.ts). */
const FORWARDED_PICTURES = '/fixture-images/';

test('the Nu Html Checker finds no error in the server HTML of every route, every dialog address and every not-found page', async ({ request }) => {
  test.setTimeout(90_000); // 50 renders one after another and one JVM: 49 s at a load of 16-20 on the shared two-core machine
  const addresses = [...new Set([...Object.values(routeSamples), ...DIALOGS, ...NOT_FOUND])];
  const documents = new Map<string, string>();
  for (const address of addresses) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(NOT_FOUND.includes(address) ? 404 : 200);
    documents.set(address, await answer.text());
  }
  const errors = await htmlErrors(documents);
  expect(errors.map(({ page, line, column, message }) => `${page}:${line ?? '?'}:${column ?? '?'}: ${message}`)).toEqual([]);
});

test('a crawl from / finds no broken same-origin link', async ({ baseURL }) => {
  test.setTimeout(90_000); // ~170 pages, two at a time: 15-33 s at a load of 16-20 on the shared two-core machine
  const origin = new URL(baseURL!).origin;
  const opened = new Set<string>();
  // Two pages at once, like two visitors: linkinator's `concurrency` bounds its queue, not its requests (63 were seen at
  // once, and a busy machine's renders passed their deadline), so its fetch gets an agent of two connections.
  const previous = getGlobalDispatcher();
  const twoAtOnce = new Agent({ connections: 2 });
  setGlobalDispatcher(twoAtOnce);
  const { links } = await new LinkChecker()
    .check({
      path: `${origin}/`,
      recurse: true,
      // Each link's address as a browser resolves it (without this, linkinator reads /pdp/1001 as the folder /pdp/1001/).
      cleanUrls: true,
      linksToSkip: async (link) => {
        const url = new URL(link);
        // Same-origin only; the backend's pictures come through the render server's forwarder (a 429 past 8 at once) and from a host of their own in production.
        if (url.origin !== origin || url.pathname.startsWith(FORWARDED_PICTURES)) return true;
        // Every page links its dialogs, and each open dialog the others: each dialog is followed once, from the first page that links it.
        const dialogs = [...url.searchParams].filter(([name]) => DIALOG_PARAMS.includes(name)).map(([name, value]) => `${name}=${value}`);
        if (dialogs.length === 0) return false;
        if (dialogs.length > 1 || opened.has(dialogs[0]!)) return true;
        opened.add(dialogs[0]!);
        return false;
      },
      // A request's deadline counts from when it is queued for a connection: the whole crawl's bound.
      timeout: 80_000,
    })
    .finally(async () => {
      setGlobalDispatcher(previous);
      await twoAtOnce.close();
    });
  expect(links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(100);
  expect([...opened]).toEqual(expect.arrayContaining([`${CONTACT_PARAM}=${DIALOG_OPEN}`, `${BUY_PARAM}=${DIALOG_OPEN}`, `${SHARE_PARAM}=${DIALOG_OPEN}`]));
  expect(links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? '-'}`)).toEqual([]);
});
