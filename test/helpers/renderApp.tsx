import { render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App.tsx';

/** Renders the whole app at `path` (BrowserRouter reads jsdom's location). */
export function renderApp(path: string): RenderResult {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** The current location of the app, path and search. */
export const currentUrl = (): string => `${window.location.pathname}${window.location.search}`;
