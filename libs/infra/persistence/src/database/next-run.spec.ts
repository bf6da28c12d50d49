import { describe, expect, it } from '@jest/globals';
import { NextRun } from './next-run.js';

/** A read that ends when told to, recording when each run started and what it saw. */
function gatedReads() {
  const gates: Array<() => void> = [];
  let version = 0;
  const started: number[] = [];
  const read = () => {
    const seen = version;
    started.push(seen);
    return new Promise<number>((resolve) => gates.push(() => resolve(seen)));
  };
  const openNext = async () => {
    gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, started, openNext, write: () => version++ };
}

describe('NextRun', () => {
  it('answers reads that arrive during a run with one next run, started after they arrived', async () => {
    const runs = new NextRun<number>();
    const reads = gatedReads();
    const first = runs.run('k', reads.read);
    reads.write(); // committed after the first run began: the later requests must see it
    const later = [runs.run('k', reads.read), runs.run('k', reads.read), runs.run('k', reads.read)];
    expect(reads.started).toEqual([0]);
    await reads.openNext();
    expect(await first).toBe(0);
    expect(reads.started).toEqual([0, 1]);
    await reads.openNext();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
  });

  it('keeps different keys apart, and runs again once nothing runs', async () => {
    const runs = new NextRun<number>();
    const reads = gatedReads();
    const a = runs.run('a', reads.read);
    const b = runs.run('b', reads.read);
    expect(reads.started).toHaveLength(2);
    await reads.openNext();
    await reads.openNext();
    await Promise.all([a, b]);
    const again = runs.run('a', reads.read);
    expect(reads.started).toHaveLength(3);
    await reads.openNext();
    await again;
  });

  it('gives a failed run to its own callers only; the queued run still runs', async () => {
    const runs = new NextRun<number>();
    let fail = true;
    let calls = 0;
    const read = async () => {
      calls++;
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw new Error('cancelled');
      return 7;
    };
    const first = runs.run('k', read);
    const queued = runs.run('k', async () => ((fail = false), read()));
    await expect(first).rejects.toThrow('cancelled');
    await expect(queued).resolves.toBe(7);
    expect(calls).toBe(2);
  });
});
