import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text files worth compressing; smaller ones cost more in headers than they save. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes each built text file's Brotli (`.br`) and gzip (`.gz`) twin beside it, at the highest
 * levels, once per build: the server sends the twin the browser accepts (`preCompressed`), so no
 * request pays for compressing, and the first load is the size `npm run bench:web` reports.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'atrium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) =>
        COMPRESSIBLE.test(name),
      );
      await Promise.all(
        [...new Set(files)].map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
