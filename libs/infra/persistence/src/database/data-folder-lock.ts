import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'atrium.lock';

/** Thrown when another live process holds the data folder; the message is the one line a server prints. */
export class DataFolderInUse extends Error {}

export interface DataFolderLock {
  /** Removes the lock file, if it is still this process's. */
  release(): void;
}

/** Who holds a lock: enough to tell, without guessing, whether that process still runs. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (`/proc/<pid>/stat` field 22), with the boot's id. */
  started: string | null;
}

// Locks taken by this process, by folder: opening one folder twice in a process is refused too.
const held = new Set<string>();

/**
 * Locks DATA_DIR for this process (the embedded database must have one writer: two servers on one folder
 * each keep their own copy in memory, and the last to stop overwrites the other's writes). The lock is a file
 * created exclusively, naming the process. A lock whose process is gone (the pid does not exist, or belongs
 * to a process started at another time: a reused pid) is taken over; a live holder, or one on another host
 * (which cannot be checked from here), refuses the start with one line naming the folder and the process.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const folder = resolve(dataDir);
  if (held.has(folder)) throw new DataFolderInUse(inUse(folder, me(), 'this process'));
  mkdirSync(folder, { recursive: true });
  const path = join(folder, LOCK_FILE);
  const mine = me();
  const content = JSON.stringify(mine);
  // A few rounds at most: each one either creates the lock, refuses, or removes one stale lock.
  for (let round = 0; round < 5; round++) {
    if (createExclusive(path, content)) {
      held.add(folder);
      const release = () => {
        process.off('exit', release);
        held.delete(folder);
        if (read(path) === content) unlinkSync(path);
      };
      // A process that exits without closing the database (process.exit) leaves no lock behind; SIGKILL does,
      // and the next start takes it over.
      process.on('exit', release);
      return { release };
    }
    const found = read(path);
    if (found === null) continue; // Removed meanwhile: try again.
    const holder = parse(found);
    if (holder && alive(holder)) throw new DataFolderInUse(inUse(folder, holder));
    removeIfStill(path, found);
  }
  throw new DataFolderInUse(`DATA_DIR: could not lock ${folder} (${path} keeps changing); is another server starting?`);
}

function inUse(folder: string, holder: LockHolder, who = `process ${holder.pid}`): string {
  // A holder on another host cannot be checked from here: the operator can, and says so by removing the file.
  const where = holder.host === hostname() ? '' : ` on host ${holder.host}; if it is gone, remove ${join(folder, LOCK_FILE)}`;
  return `DATA_DIR: ${folder} is in use by another Atrium server (${who}${where}); stop it, or set another DATA_DIR`;
}

function me(): LockHolder {
  return holderOf(process.pid);
}

/** What a lock file says of the process `pid` of this host (exported for tests). */
export function holderOf(pid: number): LockHolder {
  return { pid, host: hostname(), started: startOf(pid) };
}

/** Whether the holder still runs: asked of the kernel (signal 0, and the start time against pid reuse). */
function alive(holder: LockHolder): boolean {
  // Another host's processes cannot be asked: never taken over by guesswork.
  if (holder.host !== hostname()) return true;
  // Not held by this process (checked first), so a lock naming its pid is from an earlier life of that pid.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startOf(holder.pid);
  // Where start times can be read (Linux), a different one means the pid now names another process.
  return !(holder.started && started && started !== holder.started);
}

/** `<boot id>:<start ticks>` of a process, or null where /proc does not tell (macOS, Windows). */
function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}:${fields[19]}`;
  } catch {
    return null;
  }
}

function createExclusive(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parse(content: string): LockHolder | null {
  try {
    const value = JSON.parse(content) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, started: value.started ?? null }
      : null;
  } catch {
    return null; // Cut short by a crash while being written: no live process stands behind it.
  }
}

/**
 * Removes the stale lock `found`, and only that one: another starter may have replaced it since it was read.
 * The rename is atomic, so exactly one starter moves a given file away; one that finds it moved a fresh
 * lock instead of the stale one puts it back (link fails if yet another lock appeared: that one stands).
 */
function removeIfStill(path: string, found: string): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (read(aside) !== found) linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}
