// Runs embedded PGlite in a worker thread behind a PostgreSQL wire-protocol socket, so that
// a long query never blocks the API's event loop and the API talks to it with the same `pg`
// driver it uses for a PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type WorkerInput = { dataDir: string; socketPath: string };
const { dataDir, socketPath } = workerData as WorkerInput;

const db = await PGlite.create(dataDir);
// Settings for a small embedded database on SSD-like storage (see docs/decisions.md).
await db.exec(`SET random_page_cost = 1.1;`);
// One connection: PGlite is a single session, and a shared session would interleave transactions.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
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
