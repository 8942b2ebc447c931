// CPU time used by the measured server, by PostgreSQL and by the benchmark itself over a run, from /proc (Linux):
// what one answer costs each of them, and so the most answers per second this machine's cores could give.
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  server: number;
  postgres: number;
  bench: number;
}

/** utime + stime of a process, in seconds; undefined when it is gone or /proc is not there. */
function processSeconds(pid: string): { seconds: number; name: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { seconds: ticks / TICKS_PER_SECOND, name };
  } catch {
    return undefined;
  }
}

/** The CPU seconds used so far by the server (its pid), every PostgreSQL process on this machine, and this process. */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot | undefined {
  if (serverPid === undefined) return undefined;
  const server = processSeconds(String(serverPid));
  if (!server) return undefined;
  let postgres = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const p = processSeconds(pid);
    if (p?.name.startsWith("postgres")) postgres += p.seconds;
  }
  const own = process.cpuUsage();
  return { server: server.seconds, postgres, bench: (own.user + own.system) / 1e6 };
}

/**
 * "CPU per answer: Mandi 7.8 ms, PostgreSQL 3.5 ms, load generator 0.5 ms → at most 169 answers/s on 2 cores":
 * the ceiling is the cores' time divided by all three, which share them in these benchmarks. Processes that ended
 * during the run (PostgreSQL backends of closed connections) are not counted, so PostgreSQL's share is a floor.
 */
export function formatCpuPerAnswer(before: CpuSnapshot, after: CpuSnapshot, answers: number): string {
  if (answers === 0) return "  CPU per answer: no answers";
  const per = (seconds: number) => (seconds * 1000) / answers;
  const server = per(after.server - before.server);
  const postgres = per(Math.max(0, after.postgres - before.postgres));
  const bench = per(after.bench - before.bench);
  const cores = availableParallelism();
  const ceiling = (cores * 1000) / (server + postgres + bench);
  const f = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
  return (
    `  CPU per answer: Mandi ${f(server)}, PostgreSQL ${f(postgres)}, load generator ${f(bench)} ` +
    `→ at most ${ceiling.toFixed(0)} answers/s on ${cores} cores (Mandi alone, on one core: ${(1000 / server).toFixed(0)}/s)`
  );
}
