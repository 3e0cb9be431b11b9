/** The bench's tables and its verdict against the budgets of docs/PERFORMANCE.md. */
import type { LoadResult } from './load';
import type { PostgresRow } from './postgres-rows';

export interface ServerRow extends LoadResult {
  connections: number;
}

/** platform.md, raised 2026-11-28 (what the write reached on 2026-11-24). */
export const ITEM_WRITE_FLOOR_SHARE = 0.75;
export const ITEM_WRITE_P99_MS = 30;
/** Enter in the issue panel's add line → the item shown as saved (issue 21). */
export const ADD_ITEM_BUDGET_MS = 150;
export const LIST_P99_MS = 20;

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

export function table(rows: ServerRow[], bare: LoadResult, floor: LoadResult): string {
  const cells = rows.map((r) => [
    r.name,
    String(r.connections),
    String(r.requestsPerSecond),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    percent(r.requestsPerSecond, bare.requestsPerSecond),
    percent(r.requestsPerSecond, floor.requestsPerSecond),
    r.appCpuMs === undefined ? '–' : r.appCpuMs.toFixed(2),
    r.dbCpuMs === undefined ? '–' : r.dbCpuMs.toFixed(2),
    String(r.errors + r.non2xx),
  ]);
  const header = [
    'run',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'of bare',
    'of floor',
    'app CPU ms',
    'db CPU ms',
    'errors',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

export function budgets(input: {
  bare: LoadResult;
  floorExpress: LoadResult;
  floorHttp: LoadResult;
  write50: LoadResult;
  write10: LoadResult;
  lists: LoadResult[];
  postgres: PostgresRow[] | undefined;
  postgresNote: string;
  macroViewKb: number | undefined;
  macroViewBudgetKb: number;
  /** Median ms from the macro's iframe load to its 30 items on screen. */
  macroViewMs: number;
  /** The Jira issue panel's JavaScript before its checklists show, and its load's median. */
  issuePanelKb: number | undefined;
  issuePanelMs: number;
  /** Median ms from Enter in the panel's add line to the item shown as saved. */
  addItemMs: number;
}): string {
  const { bare, floorExpress, floorHttp, write50, write10 } = input;
  const ofFloor = write50.requestsPerSecond / floorExpress.requestsPerSecond;
  const listP99 = Math.max(...input.lists.map((l) => l.p99Ms));
  const lines = [
    'Budgets:',
    `  item status, 50 connections  ${write50.requestsPerSecond} req/s = ${percent(ofFloor, 1)} of "floor, Express" (${floorExpress.requestsPerSecond} req/s; budget ≥ ${ITEM_WRITE_FLOOR_SHARE * 100}%): ${verdict(ofFloor >= ITEM_WRITE_FLOOR_SHARE)}; ${percent(write50.requestsPerSecond, bare.requestsPerSecond)} of bare Express, ${percent(write50.requestsPerSecond, floorHttp.requestsPerSecond)} of "floor, node:http"; app CPU ${write50.appCpuMs?.toFixed(2) ?? '?'} ms per write (floor, Express ${floorExpress.appCpuMs?.toFixed(2) ?? '?'} ms)`,
    `  item status, 10 connections  p99 ${write10.p99Ms.toFixed(1)} ms (budget ≤ ${ITEM_WRITE_P99_MS} ms): ${verdict(write10.p99Ms <= ITEM_WRITE_P99_MS)}`,
    `  list page, 100k checklists   p99 ${listP99.toFixed(1)} ms (budget ≤ ${LIST_P99_MS} ms): ${verdict(listP99 <= LIST_P99_MS)}`,
    `  Confluence macro view JS     ${input.macroViewKb ?? '?'} KB gzip (budget ≤ ${input.macroViewBudgetKb} KB): ${verdict((input.macroViewKb ?? Infinity) <= input.macroViewBudgetKb)}`,
    `  Confluence macro → 30 items  ${input.macroViewMs} ms median (budget ≤ 500 ms): ${verdict(input.macroViewMs <= 500)}`,
    `  Jira issue panel JS          ${input.issuePanelKb ?? '?'} KB gzip (budget ≤ ${input.macroViewBudgetKb} KB): ${verdict((input.issuePanelKb ?? Infinity) <= input.macroViewBudgetKb)}`,
    `  Jira issue panel → 30 items  ${input.issuePanelMs} ms median (budget ≤ 500 ms): ${verdict(input.issuePanelMs <= 500)}`,
    `  add an item (Enter → saved)  ${input.addItemMs} ms median (budget ≤ ${ADD_ITEM_BUDGET_MS} ms): ${verdict(input.addItemMs <= ADD_ITEM_BUDGET_MS)}`,
  ];
  if (!input.postgres) {
    lines.push(`  item status on PostgreSQL    not measured: ${input.postgresNote}`);
    return lines.join('\n');
  }
  lines.push(`  item status on PostgreSQL (reported; ${input.postgresNote}):`);
  for (const processes of [...new Set(input.postgres.map((r) => r.processes))]) {
    const runs = input.postgres
      .filter((r) => r.processes === processes)
      .map(
        (r) => `${r.connections} conns ${r.requestsPerSecond} req/s p99 ${r.p99Ms.toFixed(1)} ms`,
      );
    lines.push(
      `    ${processes === 1 ? '1 process  ' : `${processes} processes`}  ${runs.join('; ')}`,
    );
  }
  return lines.join('\n');
}
