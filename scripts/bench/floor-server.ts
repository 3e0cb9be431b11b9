/**
 * The least an item write can do, a reference row of `npm run bench` (floor-load.ts): read a
 * small JSON body, change one row by id and version and write one audit row (no indexes) in
 * one SQLite transaction (WAL, synchronous NORMAL, as the app runs), answer with a small JSON
 * body. No authentication, no validation library, no framework unless FLOOR_EXPRESS is set.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import SQLite from 'better-sqlite3';

const db = new SQLite(process.env.FLOOR_DB ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`create table if not exists items (id integer primary key, status text not null,
  version integer not null, updated_at text not null);
  create table if not exists audit (id integer primary key, item_id integer not null,
  action text not null, details text not null, at text not null);`);
const insertItem = db.prepare(`insert or ignore into items values (?, 'open', 1, '')`);
for (let id = 0; id < 1000; id++) insertItem.run(id);

const update = db.prepare(
  `update items set status = ?, version = version + 1, updated_at = ? where id = ? and version = ?
   returning id, status, version, updated_at`,
);
const audit = db.prepare(`insert into audit (item_id, action, details, at) values (?, ?, ?, ?)`);
const write = db.transaction((id: number, status: string, version: number) => {
  const at = new Date().toISOString();
  const row = update.get(status, at, id, version);
  if (row) audit.run(id, 'item.status', JSON.stringify({ status }), at);
  return row;
});

function answer(res: ServerResponse, id: string, body: unknown): void {
  const input = body as { status?: unknown; version?: unknown };
  const row =
    typeof input.status === 'string' && typeof input.version === 'number'
      ? write(Number(id), input.status, input.version)
      : undefined;
  const text = JSON.stringify(row ? { data: row } : { error: { code: 'conflict' } });
  res.writeHead(row ? 200 : 409, { 'Content-Type': 'application/json' });
  res.end(text);
}

const port = Number(process.env.PORT ?? 0);
if (process.env.FLOOR_EXPRESS) {
  const app = express();
  app.patch('/items/:id', express.json(), (req, res) => answer(res, req.params.id, req.body));
  app.listen(port);
} else {
  createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/')[2] ?? '';
      answer(res, id, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    });
  }).listen(port);
}
process.on('SIGTERM', () => process.exit(0));
