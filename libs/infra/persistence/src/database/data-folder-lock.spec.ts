import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DataFolderInUse, holderOf, LOCK_FILE, lockDataFolder, type DataFolderLock } from './data-folder-lock.js';

describe('lockDataFolder', () => {
  let dir: string;
  const locks: DataFolderLock[] = [];
  const children: ChildProcess[] = [];
  const lockFile = () => join(dir, LOCK_FILE);
  const writeLock = (holder: object) => writeFileSync(lockFile(), JSON.stringify(holder));
  const sleeper = async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    return child;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-lock-'));
  });
  afterEach(() => {
    for (const lock of locks.splice(0)) lock.release();
    for (const child of children.splice(0)) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('names this process in the lock, refuses a second lock of the folder, and removes the file on release', () => {
    const lock = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataFolder(join(dir, '.'))).toThrow(DataFolderInUse);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    locks.push(lockDataFolder(dir));
  });

  it('refuses a folder held by a live process, with one line naming the folder and that pid', async () => {
    const holder = await sleeper();
    writeLock(holderOf(holder.pid!));
    expect(() => lockDataFolder(dir)).toThrow(
      new DataFolderInUse(`DATA_DIR: ${dir} is in use by another Atrium server (process ${holder.pid}); stop it, or set another DATA_DIR`),
    );
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: holder.pid });
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = await sleeper();
    const stale = holderOf(gone.pid!);
    gone.kill('SIGKILL');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeLock(stale);
    locks.push(lockDataFolder(dir));
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock whose pid now names a process started at another time (a reused pid)', async () => {
    const other = await sleeper();
    const reused = holderOf(other.pid!);
    if (!reused.started) return; // No /proc here: start times cannot be compared, and such a lock stands.
    writeLock({ ...reused, started: `${reused.started}0` });
    locks.push(lockDataFolder(dir));
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('never takes over the lock of another host, and says which file to remove once that server is gone', () => {
    writeLock({ ...holderOf(process.pid), pid: 4242, host: 'elsewhere' });
    expect(() => lockDataFolder(dir)).toThrow(`(process 4242 on host elsewhere; if it is gone, remove ${lockFile()})`);
  });

  it('takes over a lock file cut short by a crash while it was written', () => {
    writeFileSync(lockFile(), '{"pid":');
    locks.push(lockDataFolder(dir));
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('release leaves alone a lock that another process took over meanwhile', async () => {
    const lock = lockDataFolder(dir);
    const other = await sleeper();
    writeLock(holderOf(other.pid!));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: other.pid });
  });
});
