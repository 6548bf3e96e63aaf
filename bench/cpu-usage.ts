/**
 * CPU per request, read from /proc (Linux): on a shared machine a rate moves with whatever else runs, while the
 * CPU a request costs the server and the database stays put, so the benchmarks report both.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (their process titles name it), by pid. */
export function backendsOf(databaseUrl: string): number[] {
  const name = new URL(databaseUrl).pathname.slice(1);
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `);
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** Milliseconds of CPU per request: the API process, the bench database's backends, the load process. */
export interface CpuPerRequest {
  server: number;
  database: number;
  load: number;
}

/**
 * Runs `work` and answers the CPU it cost per request (`count` of them) in the server, the database (null on PGlite,
 * which runs inside the server) and this process.
 */
export async function measuringCpu<T>(
  serverPid: number,
  databaseUrl: string | null,
  work: () => Promise<T>,
  count: (done: T) => number,
): Promise<{ done: T; cpu: CpuPerRequest }> {
  const backendsNow = () => (databaseUrl ? backendsOf(databaseUrl) : []);
  const backends = new Map(backendsNow().map((pid) => [pid, cpuSecondsOf(pid)]));
  const before = { server: cpuSecondsOf(serverPid), load: process.cpuUsage() };
  const done = await work();
  const load = process.cpuUsage(before.load);
  // A backend opened during the run counts from zero.
  const database = backendsNow().reduce((total, pid) => total + cpuSecondsOf(pid) - (backends.get(pid) ?? 0), 0);
  const per = (seconds: number) => Number(((seconds * 1000) / Math.max(1, count(done))).toFixed(2));
  return {
    done,
    cpu: {
      server: per(cpuSecondsOf(serverPid) - before.server),
      database: per(database),
      load: per((load.user + load.system) / 1e6),
    },
  };
}
