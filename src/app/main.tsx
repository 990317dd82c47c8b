import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import getScrollBarSize from './vendor/scrollBarSize.ts';

// measured while the page is empty: a table mounting later reuses it (vendor/scrollBarSize.ts)
getScrollBarSize();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
