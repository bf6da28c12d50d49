import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configDir, CredentialsStore, type Credentials } from './credentials-store.js';
import { CliError } from './errors.js';

const alice: Credentials = {
  server: 'http://localhost:3000',
  token: 'a.b.c',
  usertype: 'admins',
  userId: 1,
  firstname: 'Alice',
  email: 'alice@atrium.test',
};
const bob: Credentials = {
  server: 'https://atrium.example',
  token: 'd.e.f',
  usertype: 'clients',
  userId: 2,
  firstname: 'Bob',
  email: 'bob@atrium.test',
};

let root: string;
let store: CredentialsStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atrium-creds-'));
  store = new CredentialsStore(join(root, 'nested', 'atrium'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('CredentialsStore', () => {
  it('answers null, and deletes nothing, when there is no saved login', async () => {
    expect(await store.read()).toBeNull();
    expect(await store.delete()).toBe(false);
  });

  it('creates the directory 0700 and the file 0600, and reads back what it saved', async () => {
    await store.save(alice);
    expect(await mode(store.dir)).toBe(0o700);
    expect(await mode(store.file)).toBe(0o600);
    expect(await store.read()).toEqual(alice);
  });

  it('overwrites by writing a new file and renaming it: new inode, still 0600, no temporary file left', async () => {
    await store.save(alice);
    await chmod(store.file, 0o644); // as if someone loosened it by hand
    const before = await stat(store.file);
    await store.save(bob);
    const after = await stat(store.file);
    expect(after.ino).not.toBe(before.ino);
    expect(after.mode & 0o777).toBe(0o600);
    expect(await store.read()).toEqual(bob);
    expect(await readdir(store.dir)).toEqual(['credentials.json']);
  });

  it('keeps one whole login when saves race', async () => {
    const logins = Array.from({ length: 20 }, (_, i) => ({ ...alice, userId: i, token: `t.${i}.x` }));
    await Promise.all(logins.map((l) => store.save(l)));
    const saved = JSON.parse(await readFile(store.file, 'utf8')) as Credentials;
    expect(logins).toContainEqual(saved);
    expect(await readdir(store.dir)).toEqual(['credentials.json']);
  });

  it('refuses a damaged file with a message naming it', async () => {
    await store.save(alice);
    await writeFile(store.file, '{"server": "http://x", "tok');
    await expect(store.read()).rejects.toThrow(CliError);
    await expect(store.read()).rejects.toThrow(store.file);
    await writeFile(store.file, JSON.stringify({ ...alice, usertype: 'root' }));
    await expect(store.read()).rejects.toThrow('not a valid login');
  });

  it('deletes the saved login', async () => {
    await store.save(alice);
    expect(await store.delete()).toBe(true);
    expect(await store.read()).toBeNull();
  });

  it('fails with one clear error, leaving no temporary file, when the directory cannot be written', async () => {
    await writeFile(join(root, 'blocker'), 'a file where the directory should be');
    const blocked = new CredentialsStore(join(root, 'blocker', 'atrium'));
    await expect(blocked.save(alice)).rejects.toThrow(CliError);
    await store.save(alice);
    await chmod(store.dir, 0o500);
    try {
      if (process.getuid?.() !== 0) await expect(store.save(bob)).rejects.toThrow('Cannot save the login');
    } finally {
      await chmod(store.dir, 0o700);
    }
    expect(await readdir(store.dir)).toEqual(['credentials.json']);
  });
});

describe('configDir', () => {
  it('prefers ATRIUM_CONFIG_DIR, then XDG_CONFIG_HOME/atrium, then ~/.config/atrium', () => {
    expect(configDir({ ATRIUM_CONFIG_DIR: '/a', XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/a');
    expect(configDir({ XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/x/atrium');
    expect(configDir({ HOME: '/h' })).toBe('/h/.config/atrium');
  });
});
