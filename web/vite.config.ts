import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev); Vite forwards API calls to it.
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? '8080'}`,
      '/auth': `http://localhost:${process.env.PORT ?? '8080'}`,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
