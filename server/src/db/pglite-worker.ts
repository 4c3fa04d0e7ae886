// Runs embedded PGlite in a worker thread behind a PostgreSQL wire-protocol socket, so that
// a long query never blocks the API's event loop and the API talks to it with the same `pg`
// driver it uses for a PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type WorkerInput = {
  dataDir: string;
  socketPath: string;
  /** PostgreSQL's WebAssembly, compiled once by the process (client.ts). */
  postgres: WebAssembly.Module;
};
const { dataDir, socketPath, postgres } = workerData as WorkerInput;

// pg_trgm: trigram indexes serve the lists' case-insensitive "contains" filters.
const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, pgliteWasmModule: postgres });
// Settings for a small embedded database on SSD-like storage (see docs/decisions.md).
await db.exec(`SET random_page_cost = 1.1;`);
// The API's pool holds one connection, so statements never interleave in PGlite's single
// session. The server accepts a few more: the pool replaces a connection after a failed query,
// and with a limit of one the new connection would be refused while the old one is still closing.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
await server.start();
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (message: unknown) => {
  if (message === 'close') {
    void (async () => {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ closed: true });
    })();
  }
});
