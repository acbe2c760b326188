import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks: the first render of one waits for its module, which on a loaded two-core machine can
// take longer than testing-library's default 1 s for findBy*/waitFor. What is awaited is the same, only longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Headless UI (anchoring) and the infinite scroll use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

/** A controllable IntersectionObserver: tests call `intersectAll()` to make observed elements "visible". */
const observers = new Set<{ cb: IntersectionObserverCallback; els: Set<Element>; self: IntersectionObserver }>();
class IntersectionObserverStub {
  private entry: { cb: IntersectionObserverCallback; els: Set<Element>; self: IntersectionObserver };
  constructor(cb: IntersectionObserverCallback) {
    this.entry = { cb, els: new Set(), self: this as unknown as IntersectionObserver };
    observers.add(this.entry);
  }
  observe(el: Element) {
    this.entry.els.add(el);
  }
  unobserve(el: Element) {
    this.entry.els.delete(el);
  }
  disconnect() {
    this.entry.els.clear();
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
  root = null;
  rootMargin = '';
  thresholds = [];
}
globalThis.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
(globalThis as unknown as { intersectAll: () => void }).intersectAll = () => {
  for (const o of [...observers]) {
    const entries = [...o.els].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) o.cb(entries, o.self);
  }
};

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => cleanup());
