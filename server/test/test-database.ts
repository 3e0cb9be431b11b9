/**
 * A fresh database per test file: a temporary SQLite file, or, with TEST_DB=postgres, a new
 * schema in the PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      url: url.toString(),
      dialect: 'postgres',
      async drop() {
        const admin = new pg.Client({ connectionString: POSTGRES_URL });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'checklists-test-'));
  return {
    url: `sqlite:${join(dir, 'test.sqlite')}`,
    dialect: 'sqlite',
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
