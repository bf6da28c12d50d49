// CPU time of a server's process tree (the API's cluster workers are its children), read from /proc: on a
// machine shared with other work, CPU per request is steadier than req/s (issue 21 §2).
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** `{ pid, ppid, ms }` of one /proc/<pid>/stat line (utime + stime), or undefined when it is gone. */
export function parseStat(text) {
  // The command name is in parentheses and may hold spaces: fields are counted after its closing one.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  return { pid, ppid: Number(rest[1]), ms: ((Number(rest[11]) + Number(rest[12])) * 1000) / TICKS };
}

function stats() {
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  return pids.flatMap((p) => {
    try {
      return [parseStat(readFileSync(`/proc/${p}/stat`, 'utf8'))];
    } catch {
      return [];
    }
  });
}

/** CPU ms used so far by `pid` and every live descendant; undefined where /proc is missing (not Linux). */
export function treeCpuMs(pid) {
  const all = stats();
  if (!all.length) return undefined;
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of all) {
      if (tree.has(s.pid) || !tree.has(s.ppid)) continue;
      tree.add(s.pid);
      grew = true;
    }
  }
  return all.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ms, 0);
}

/** Runs `measure` (answering `{ requests }` among its results) and adds `cpuPerRequest` (ms) of `pid`'s tree. */
export async function withCpu(pid, measure) {
  const before = treeCpuMs(pid);
  const r = await measure();
  const after = treeCpuMs(pid);
  const cpuPerRequest = before === undefined || after === undefined || !r.requests ? undefined : (after - before) / r.requests;
  return { ...r, cpuPerRequest };
}
