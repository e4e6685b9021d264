// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The boot (src/boot.ts) as a server-rendered page runs it: the app (src/main.tsx, replaced here) is asked for only
// once the page has painted and its largest picture has arrived.

const appAsked = vi.fn();

/** The page as the server sent it: its largest picture still on the wire. */
function pageWithPicture(): HTMLImageElement {
  document.body.innerHTML = '<main><img fetchpriority="high" src="/fixture-images/hero.jpg" alt=""><img src="/other.jpg" alt=""></main>';
  const picture = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(picture, 'complete', { configurable: true, value: false });
  return picture;
}

/** A fresh boot, whose import of the app is counted. */
async function boot() {
  vi.resetModules();
  vi.doMock('../../../src/main', () => {
    appAsked();
    return {};
  });
  return import('../../../src/boot');
}

beforeEach(() => {
  vi.useFakeTimers();
  // A frame is painted every 16 ms.
  vi.stubGlobal('requestAnimationFrame', (paint: () => void) => setTimeout(paint, 16));
  appAsked.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the boot', () => {
  it('asks for the app once the page has painted and its largest picture has arrived, not before', async () => {
    const picture = pageWithPicture();
    const { app } = await boot();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(appAsked).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
  });

  it('takes a picture that failed as arrived', async () => {
    const picture = pageWithPicture();
    const { app } = await boot();
    picture.dispatchEvent(new Event('error'));
    await vi.runAllTimersAsync();
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
  });

  it('does not let a stalled picture keep the page from its app', async () => {
    pageWithPicture();
    const { app, PICTURE_WAIT_MS } = await boot();
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 100);
    expect(appAsked).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
  });

  it('waits for the browser to report the first contentful paint, where it reports paints', async () => {
    document.body.innerHTML = '<main><h1>常见问题</h1></main>';
    let report: (names: string[]) => void = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {}
          observe() {
            report = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
          }
          disconnect() {
            report = () => undefined;
          }
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    const { app } = await boot();
    // A frame passes, and the first paint (not yet contentful) is reported: the app waits on.
    await vi.advanceTimersByTimeAsync(20);
    report(['first-paint']);
    await vi.advanceTimersByTimeAsync(20);
    expect(appAsked).not.toHaveBeenCalled();
    report(['first-contentful-paint']);
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
  });

  it('does not wait for a paint in a tab hidden before it painted (a hidden tab reports none)', async () => {
    document.body.innerHTML = '<main><h1>常见问题</h1></main>';
    vi.stubGlobal('PerformanceObserver', Object.assign(class { observe() {} disconnect() {} }, { supportedEntryTypes: ['paint'] }));
    const { app } = await boot();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(appAsked).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('waits for the next frame alone on a page without such a picture, where paints are not reported', async () => {
    document.body.innerHTML = '<main><h1>常见问题</h1></main>';
    const { app } = await boot();
    expect(appAsked).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await app;
    expect(appAsked).toHaveBeenCalledOnce();
  });
});
