import fc from 'fast-check';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchScreenContents } from '../../src/api/cms';
import { contentLoader } from '../../src/features/shared/content/route-content';
import { loaderAnswer } from '../support/loader-answer';
import { anyItem, readerItem } from './cms-items';
import type * as Cms from '../../src/api/cms';

// What a content loader hands the router is what the server writes into the page's hydration data (JSON): it must be
// plain data that comes back from JSON as it went in, with no CMS item's JSON string left to parse again in the browser.

vi.mock('../../src/api/cms', async (importOriginal) => ({ ...(await importOriginal<typeof Cms>()), fetchScreenContents: vi.fn() }));

const RUNS = { numRuns: 1000 };
const args = () => {
  const url = 'http://site.test/cookie';
  return { params: {}, request: new Request(url), url: new URL(url), pattern: '/cookie', context: new RouterContextProvider() } as unknown as LoaderFunctionArgs;
};
// Below the fold: the sanitiser (which needs a window) is not fetched, and what is loaded is the same.
const loader = contentLoader('COOKIE', 'below');

/** Every `contents` field in `value` that is a string: a CMS item's JSON, still unparsed. */
function jsonStrings(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) jsonStrings(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'contents' && typeof field === 'string') found.push(field);
      else jsonStrings(field, found);
    }
  }
  return found;
}

describe('the content loader\'s data', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('comes back from JSON equal, and carries no JSON string of a CMS item', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(anyItem, readerItem), { minLength: 1, maxLength: 20 }), async (items) => {
        vi.mocked(fetchScreenContents).mockResolvedValue({ success: true, data: items } as Awaited<ReturnType<typeof fetchScreenContents>>);
        const { value } = await loaderAnswer(loader(args()));
        expect(value?.status).toBe('ok');
        expect(JSON.parse(JSON.stringify(value))).toEqual(value);
        expect(jsonStrings(value)).toEqual([]);
      }),
      RUNS,
    );
  });
});
