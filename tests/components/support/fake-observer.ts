import { afterEach, beforeEach, vi } from 'vitest';

/** An IntersectionObserver the test moves: `bringNear()` reports every watched element as near the viewport. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static bringNear() {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.watched].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      observer.report(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** Stands the fake in for IntersectionObserver around each test of the calling file. */
export function useFakeObserver(): void {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());
}
