import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DiskFileStore } from './disk-file-store.js';
import { fileStoreContract } from './file-store.contract.js';

describe('DiskFileStore', () => {
  let root: string;
  let store: DiskFileStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atrium-disk-store-'));
    store = new DiskFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  fileStoreContract(() => store);

  it('leaves no temporary file behind, after success or failure', async () => {
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(files).toContain('a.bin');
  });

  it('removes the partial files and staged keys that unfinished uploads left, once older than asked, and nothing else', async () => {
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const write = async (path: string, old: boolean) => {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), 'x');
      if (old) await utimes(join(root, path), hourAgo, hourAgo);
    };
    await write('9/killed.bin.0b7c.part', true); // A SIGKILL during put().
    await write('staging/killed.bin', true); // Staged, its upload never accepted.
    await write('9/uploading.bin.1a2b.part', false); // An upload running now.
    await write('staging/arriving.bin', false);
    await write('9/old-but-stored.bin', true);
    expect(await store.removeStaleStaging(60 * 60_000)).toBe(2);
    const left = (await readdir(root, { recursive: true })).map(String);
    expect(left).not.toContain(join('9', 'killed.bin.0b7c.part'));
    expect(left).not.toContain(join('staging', 'killed.bin'));
    expect(left).toEqual(
      expect.arrayContaining([join('9', 'uploading.bin.1a2b.part'), join('staging', 'arriving.bin'), join('9', 'old-but-stored.bin')]),
    );
  });
});
