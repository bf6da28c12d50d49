import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` first: workspace packages (the generated API client) are compiled from their TypeScript
    // sources, so the console never depends on a stale `dist/`.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one large vendor chunk shared by every screen; screens themselves are split.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    // `vite` dev server: the API runs separately (npm start, port 3000).
    proxy: { '/api': 'http://localhost:3000' },
  },
});
