import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './database';
import { CHECKPOINT_INTERVAL_MS, startCheckpointer } from './sqlite-checkpointer';

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checklists-wal-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('WAL checkpoints on their own thread', () => {
  it('copies committed pages into the database file without the server checkpointing', async () => {
    const file = tempFile();
    const handle = openDatabase(`sqlite:${file}`);
    handles.push(handle);
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    const before = sizeOf(file);
    // ≈ 1 MB: far below the server's own checkpoint size, so only the worker copies it.
    for (let i = 0; i < 250; i++) {
      await sql`insert into notes (body) values (${'x'.repeat(4000)})`.execute(handle.db);
    }
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(1_000_000);
    expect(await until(() => sizeOf(file) > before + 1_000_000, CHECKPOINT_INTERVAL_MS * 20)).toBe(
      true,
    );
  });

  it('leaves every write in the database file when closed', async () => {
    const file = tempFile();
    const handle = openDatabase(`sqlite:${file}`);
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes (body) values ('kept')`.execute(handle.db);
    await handle.close();
    expect(sizeOf(`${file}-wal`)).toBe(0);
    const reopened = openDatabase(`sqlite:${file}`);
    handles.push(reopened);
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(reopened.db);
    expect(rows).toEqual([{ body: 'kept' }]);
  });

  it('reports a worker that cannot open the database', async () => {
    const errors: Error[] = [];
    const checkpointer = startCheckpointer(join(tempFile(), 'missing.sqlite'), (error) =>
      errors.push(error),
    );
    expect(await until(() => errors.length > 0, 5000)).toBe(true);
    await checkpointer.close();
  });
});
