import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startProviders } from './App.tsx';
import { appAreaSet } from './composition.ts';

const root = document.getElementById('root');
if (root) {
  // the first screen's chunks and reads start now, before the app's first render
  // the app areas, joined (a slot two areas bring stops the app here)
  const areas = appAreaSet();
  const providers = startProviders(areas);
  createRoot(root).render(
    <StrictMode>
      <App areas={areas} providers={providers} />
    </StrictMode>,
  );
}
