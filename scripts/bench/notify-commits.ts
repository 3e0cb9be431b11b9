/**
 * Why live updates NOTIFY after the commit (server/services/live/postgres-change-bus.ts):
 * `node --import tsx scripts/bench/notify-commits.ts` runs 20 writers, each updating its own
 * row in a transaction, for 4 s each way: no notification, NOTIFY inside every transaction
 * (PostgreSQL then serialises their commits, flush included), and NOTIFY after the commit,
 * batched, on one connection with synchronous_commit off. Prints commits per second.
 * BENCH_POSTGRES_URL as for `npm run bench`; a temporary schema is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WRITERS = 20;
const SECONDS = 4;
const MODES = ['none', 'inside', 'after'] as const;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  return client;
}

async function commitsPerSecond(table: string, mode: (typeof MODES)[number]): Promise<number> {
  const writers = await Promise.all(Array.from({ length: WRITERS }, connect));
  const notifier = await connect();
  await notifier.query('set synchronous_commit = off');
  let pending: string[] = [];
  let sending: Promise<void> | undefined;
  const flush = () => {
    sending ??= (async () => {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        await notifier.query(`select pg_notify('bench', p) from unnest($1::text[]) p`, [batch]);
      }
    })().finally(() => {
      sending = undefined;
    });
  };
  let commits = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    writers.map(async (writer, i) => {
      while (Date.now() < end) {
        await writer.query('begin');
        await writer.query(`update ${table} set v = v + 1 where id = $1`, [i]);
        if (mode === 'inside') await writer.query(`select pg_notify('bench', $1)`, [String(i)]);
        await writer.query('commit');
        if (mode === 'after') {
          pending.push(String(i));
          flush();
        }
        commits += 1;
      }
    }),
  );
  await sending;
  await Promise.all([...writers, notifier].map((client) => client.end()));
  return Math.round(commits / SECONDS);
}

const schema = `bench_notify_${randomBytes(4).toString('hex')}`;
const admin = await connect();
try {
  await admin.query(`create schema ${schema}`);
  await admin.query(`create table ${schema}.counters (id int primary key, v int not null)`);
  await admin.query(
    `insert into ${schema}.counters select g, 0 from generate_series(0, ${WRITERS - 1}) g`,
  );
  for (const mode of MODES) {
    const rate = await commitsPerSecond(`${schema}.counters`, mode);
    console.log(`NOTIFY ${mode.padEnd(6)} ${rate} commits/s`);
  }
} finally {
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
