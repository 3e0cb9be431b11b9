/**
 * CPU time per request, steadier than req/s on a shared machine: the server's processes (the
 * process and everything it forked) and, on PostgreSQL, the database backends serving its
 * connections (found by their application_name; PostgreSQL's own background writers are
 * not counted). Read from /proc (Linux).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { measure, type LoadOptions, type LoadResult } from './load';

const TICKS_PER_SECOND = 100;

/** user + system CPU seconds of a process so far; 0 if it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Cumulative CPU seconds of whatever a probe watches. */
export type CpuProbe = () => Promise<number>;

export const processTreeCpu =
  (pid: number): CpuProbe =>
  async () =>
    processTree(pid).reduce((sum, p) => sum + cpuSeconds(p), 0);

/** The backends of every connection whose application_name is `applicationName`. */
export function postgresBackendsCpu(adminUrl: string, applicationName: string): CpuProbe {
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      return rows.reduce((sum, row) => sum + cpuSeconds(row.pid), 0);
    } finally {
      await client.end();
    }
  };
}

/** measure() plus the CPU the probes saw per answered request in the measured run. */
export async function measureWithCpu(
  options: LoadOptions,
  probes: { app: CpuProbe; database?: CpuProbe },
): Promise<LoadResult> {
  let before = { app: 0, database: 0 };
  const snapshot = async () => ({
    app: await probes.app(),
    database: (await probes.database?.()) ?? 0,
  });
  const result = await measure({
    ...options,
    beforeRun: async () => {
      before = await snapshot();
    },
  });
  const after = await snapshot();
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests);
  return {
    ...result,
    appCpuMs: perRequest(after.app - before.app),
    ...(probes.database ? { dbCpuMs: perRequest(after.database - before.database) } : {}),
  };
}
