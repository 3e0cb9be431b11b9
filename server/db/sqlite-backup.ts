/**
 * Online backup and restore of a SQLite database (docs/OPERATIONS.md, "Backups"). The backup
 * is SQLite's online backup API (better-sqlite3's `backup`): a consistent copy page by page
 * while the server keeps writing. The restore checks the copy (integrity, our migrations'
 * table) and writes it where DATABASE_URL points, which must not exist yet: the server is
 * stopped and the old file moved away first, so a restore never overwrites data by mistake.
 * PostgreSQL is backed up with pg_dump and pg_restore (OPERATIONS.md).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {}

export function sqliteFile(databaseUrl: string): string {
  if (!databaseUrl.startsWith('sqlite:')) {
    throw new BackupError(
      'backup and restore are for SQLite; back PostgreSQL up with pg_dump and restore it with pg_restore (docs/OPERATIONS.md, "Backups")',
    );
  }
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') throw new BackupError('an in-memory database cannot be backed up');
  return file;
}

/** Copies the live database at `databaseUrl` into `target` (which must not exist). */
export async function backupSqlite(databaseUrl: string, target: string): Promise<number> {
  const source = sqliteFile(databaseUrl);
  if (!existsSync(source)) throw new BackupError(`there is no database at ${source}`);
  if (existsSync(target)) throw new BackupError(`${target} exists already; name a new file`);
  mkdirSync(dirname(target), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(target);
    return totalPages;
  } finally {
    db.close();
  }
}

/** Writes the backup `from` as the database at `databaseUrl` (which must not exist yet). */
export async function restoreSqlite(from: string, databaseUrl: string): Promise<number> {
  const target = sqliteFile(databaseUrl);
  if (!existsSync(from)) throw new BackupError(`there is no backup at ${from}`);
  if (existsSync(target)) {
    throw new BackupError(
      `${target} exists: stop the server and move the old database away before restoring`,
    );
  }
  const backup = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${from} is damaged: ${String(integrity)}`);
    const ours = backup
      .prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'")
      .get() as { n: number };
    if (ours.n !== 1) throw new BackupError(`${from} is not a Checklists database`);
    mkdirSync(dirname(target), { recursive: true });
    const { totalPages } = await backup.backup(target);
    return totalPages;
  } finally {
    backup.close();
  }
}
