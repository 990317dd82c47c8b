import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startProviders } from './App.tsx';

const root = document.getElementById('root');
if (root) {
  // the first screen's chunks and reads start now, before the app's first render
  const providers = startProviders();
  createRoot(root).render(
    <StrictMode>
      <App providers={providers} />
    </StrictMode>,
  );
}
