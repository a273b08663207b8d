// The embedded database in a thread of its own (`openDatabase` with `pgliteWorker`): PGlite's
// WebAssembly runs here, on another core than the server's requests, and serves PostgreSQL's wire
// protocol on a Unix socket that only this process knows. The server's thread reaches it through
// node-postgres, as it reaches a PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite data folder; omitted means in memory. */
  dataDir: string | undefined;
  socketPath: string;
}

/** 'ready' goes to the server's thread once the socket accepts connections; 'close' comes back to stop. */
export type PgliteWorkerMessage = 'ready' | 'close';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir, socketPath } = workerData as PgliteWorkerData;

const db = await PGlite.create(dataDir ? { dataDir } : {});
const server = new PGLiteSocketServer({
  db,
  path: socketPath,
  // The server's pool holds one connection (PGlite is one session). A second is accepted so that
  // the pool's replacement for a connection it dropped is not refused while the old one closes.
  maxConnections: 2,
});
await server.start();
port.on('message', (message: PgliteWorkerMessage) => {
  if (message !== 'close') return;
  // The socket first (no statement can arrive after it), then the database.
  void (async () => {
    await server.stop();
    await db.close();
    // Nothing else keeps the thread alive: it ends once the port is closed.
    port.close();
  })();
});
port.postMessage('ready' satisfies PgliteWorkerMessage);
