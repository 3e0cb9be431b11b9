/**
 * The floor of an item write, measured in the bench run: floor-server.ts (the least such a
 * write can do) under the same load as the app's item-status run, 50 connections, each
 * request on a free item with its version.
 */
import { join } from 'node:path';
import { freePort, startNode, stop } from './processes';
import { statusWrites, type LoadResult } from './load';
import { measureWithCpu, processTreeCpu } from './cpu-meter';

const ROOT = join(import.meta.dirname, '..', '..');

async function waitForPatch(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      await fetch(url, {
        method: 'PATCH',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Starts floor-server.ts (with Express or plain node:http), loads it, stops it. */
export async function measureFloorWrite(options: {
  name: string;
  express: boolean;
  dbFile: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const port = await freePort();
  const child = startNode(['--import', 'tsx', join(ROOT, 'scripts/bench/floor-server.ts')], {
    PORT: String(port),
    FLOOR_DB: options.dbFile,
    ...(options.express ? { FLOOR_EXPRESS: '1' } : {}),
  });
  try {
    await waitForPatch(`http://127.0.0.1:${port}/items/999999`);
    const free = Array.from({ length: options.connections * 2 }, (_, id) => ({
      id,
      version: 1,
      done: false,
    }));
    return await measureWithCpu(
      {
        name: options.name,
        url: `http://127.0.0.1:${port}/items`,
        method: 'PATCH',
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        headers: { 'Content-Type': 'application/json' },
        ...statusWrites(free, (target) => `/items/${target.id}`),
      },
      // The floor's own CPU per request, to set beside the app's (cpu-meter.ts).
      { app: processTreeCpu(child.pid ?? 0) },
    );
  } finally {
    await stop(child);
  }
}
