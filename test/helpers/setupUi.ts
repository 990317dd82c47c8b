import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The msw server every ui test shares; tests add their routes with `uiServer.use(...)`. */
export const uiServer = setupServer();

/**
 * Width queries answered against the window's width (jsdom's 1024 px unless a test sets another),
 * as a browser would: antd's responsive columns and breakpoints see a desktop, not a phone.
 */
const widthQueryMatches = (query: string): boolean => {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, side, px]) => (side === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px)));
};

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: widthQueryMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// jsdom's XMLHttpRequest sends a FormData file without its name (the server then refuses it):
// uploads here go by fetch, as the api client does where there is no XMLHttpRequest; the upload
// progress path (XMLHttpRequest) is pressed in Chromium (test/e2e/fileLibrary.spec.ts)
Object.defineProperty(window, 'XMLHttpRequest', { writable: true, configurable: true, value: undefined });
Object.defineProperty(globalThis, 'XMLHttpRequest', { writable: true, configurable: true, value: undefined });

const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

if (!window.scrollTo) window.scrollTo = () => undefined;
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

beforeAll(() => uiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  uiServer.resetHandlers();
  window.localStorage.clear();
  document.body.innerHTML = '';
});
afterAll(() => uiServer.close());
