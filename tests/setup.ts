import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fixtureServer } from './support/fixture-server';
import { objectUrls } from './support/object-urls';

// As a page's loader does when its data holds rich text, the sanitiser is there before the first render. Imported
// in the hook, after the test file's module mocks are in place, so it shares their module graph.
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { loadRichText } = await import('../src/ui/rich-text-loader');
  await loadRichText();
});

// findBy*/waitFor wait up to 5 s, not 1: a lazy page module and its data take longer on a busy 2-core runner.
configure({ asyncUtilTimeout: 5_000 });

// Every test talks to the fixture API through msw/node; a request nothing answers fails the test.
beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  fixtureServer.resetHandlers();
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => fixtureServer.close());

// Object URLs a test can read back: distinct blob: URLs (a refreshed captcha gets a new src) with their Blobs kept.
{
  let made = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++made}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void objectUrls.delete(url);
}
