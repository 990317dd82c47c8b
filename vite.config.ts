import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
