/**
 * WAL checkpoints on a thread of their own. SQLite copies the pages a WAL holds back into the
 * database file (and syncs it) in the middle of whichever commit crosses the checkpoint size:
 * on the server's only thread that was half of an item write's commit cost and the slowest
 * requests of the bench (docs/PERFORMANCE.md). A worker with its own connection runs a PASSIVE
 * checkpoint a few times a second instead: it never blocks the writer, and the server's own
 * automatic checkpoint, kept as a fallback, finds only the last few pages left to copy.
 */
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

/** How often the worker checkpoints. */
export const CHECKPOINT_INTERVAL_MS = 250;

// Plain CommonJS run by the worker (`eval`): the server is bundled, so it cannot point the
// worker at a file of its own; the driver's path comes from the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Runs a last checkpoint and stops the worker. */
  close(): Promise<void>;
}

export function startCheckpointer(
  file: string,
  onError: (error: Error) => void = () => undefined,
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  // The server's shutdown decides when to close; the worker alone keeps nothing running.
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(new Error(message.error));
  });
  worker.on('error', onError);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async close() {
      // Held open until its last checkpoint is done, even when nothing else is left running.
      worker.ref();
      worker.postMessage('close');
      const timeout = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
