import { describe, expect, it } from '@jest/globals';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import { parseStat, treeCpuMs, withCpu } from './cpu.mjs';

describe("a server's CPU time", () => {
  it('reads utime + stime of a /proc stat line, whatever the command name holds', () => {
    const line = '4242 (node (worker) 1) S 4000 4242 4000 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 1234 0 0';
    const oneTick = parseStat(line.replace('250 50', '1 0'));
    expect(parseStat(line)).toMatchObject({ pid: 4242, ppid: 4000 });
    // 250 ticks of user time and 50 of system time, whatever a tick is on this machine.
    expect(parseStat(line).ms / oneTick.ms).toBeCloseTo(300);
  });

  it("counts this process's CPU and spreads it over the requests measured", async () => {
    const before = treeCpuMs(process.pid);
    expect(before).toBeGreaterThan(0);
    const r = await withCpu(process.pid, async () => {
      // Busy on purpose until this process has used 100 ms of CPU by its own count: a wall-clock loop on a
      // loaded machine could be descheduled for all of it and leave nothing for /proc to count.
      const start = process.cpuUsage();
      while (process.cpuUsage(start).user < 100_000);
      return { requests: 10 };
    });
    expect(r.requests).toBe(10);
    expect(r.cpuPerRequest).toBeGreaterThan(0);
    expect(treeCpuMs(process.pid)).toBeGreaterThanOrEqual(before);
  });
});
