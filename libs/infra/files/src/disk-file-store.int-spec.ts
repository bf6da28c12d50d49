import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
});
