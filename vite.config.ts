import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildPatches } from './build/patches/index.ts';
import { declaredIcons } from './scripts/declaredIcons.ts';

/**
 * The app's build. Every change it makes to a third-party package (import redirects, aliases,
 * side-effect declarations, the static antd stylesheet, the chunk groups, the rc-select fix) is
 * a build patch in build/patches, listed with what it does, what it saves and the package
 * version it was measured against in build/patches/manifest.ts.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), declaredIcons(), ...buildPatches(command)],
  build: {
    manifest: true,
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
