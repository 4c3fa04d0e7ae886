import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev); Vite forwards API calls to it.
    // The Host header stays Vite's, so the identity provider builds its addresses on it.
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? '8080'}`, changeOrigin: false },
      '/auth': { target: `http://localhost:${process.env.PORT ?? '8080'}`, changeOrigin: false },
    },
  },
  // The manifest lets `npm run bench:web` tell the first page's chunks from each route's.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
