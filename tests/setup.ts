import { afterEach, beforeAll, beforeEach } from 'vitest';
import { objectUrls } from './support/object-urls';

// The DOM's helpers only where there is a document: a file of plain modules does not load React's testing library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor wait up to 5 s, not 1: a lazy page module and its data take longer on a busy 2-core runner.
  configure({ asyncUtilTimeout: 5_000 });
  // A worker's files share one document (vitest.config.ts): each test leaves it empty, as a new one would be.
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
  });
  // jsdom shows no WebP (it has no 2D canvas), known from each test's start as on a browser's second page: a first render
  // asks for the pictures it keeps, whatever the worker's earlier files asked (src/ui/use-webp.ts asks once idle).
  beforeEach(async () => {
    const { resetWebPCache, supportsWebP, WEBP_STORAGE_KEY } = await import('../src/lib/image');
    resetWebPCache();
    supportsWebP();
    localStorage.removeItem(WEBP_STORAGE_KEY);
  });
  // jsdom lays nothing out and has no scrollIntoView: here it scrolls nothing, as on a page that needs no scrolling.
  Element.prototype.scrollIntoView ??= () => undefined;
  // As a page's loader does when its data holds rich text, the sanitiser is there before the first render. Imported
  // in the hook, after the test file's module mocks are in place, so it shares their module graph.
  beforeAll(async () => {
    const { loadRichText } = await import('../src/ui/rich-text-loader');
    await loadRichText();
  });
}

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
