import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { MemoryFileStore } from '@atrium/testing';
import { moveToProject } from './receive-multipart.js';

const staged = (key: string) => ({ field: 'file', key, name: 'a.png', type: 'image/png', size: 1 });

describe('moveToProject', () => {
  it("gives staged files their project's key, the same name under it", async () => {
    const store = new MemoryFileStore();
    await store.put('staging/a.png', Readable.from([Buffer.from('a')]), 'image/png');
    const [moved] = await moveToProject(store, [staged('staging/a.png')], 7);
    expect(moved.key).toBe('7/a.png');
    expect([...store.files.keys()]).toEqual(['7/a.png']);
  });

  it('deletes every file of the form, moved or not, when one move fails', async () => {
    const store = new MemoryFileStore();
    await store.put('staging/a.png', Readable.from([Buffer.from('a')]), 'image/png');
    await store.put('staging/b.png', Readable.from([Buffer.from('b')]), 'image/png');
    const move = store.move.bind(store);
    store.move = async (from, to) => (from.endsWith('b.png') ? Promise.reject(new Error('disk full')) : move(from, to));
    await expect(moveToProject(store, [staged('staging/a.png'), staged('staging/b.png')], 7)).rejects.toThrow('disk full');
    expect([...store.files.keys()]).toEqual([]);
  });
});
