import { Readable } from 'node:stream';
import { expect, it } from '@jest/globals';
import { NotFound, type FileStore } from '@atrium/kernel';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

/** What every FileStore driver does (the port's contract), run by each driver's int-spec. */
export function fileStoreContract(store: () => FileStore): void {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));

  it('puts a stream, answers its size, reads it whole and by ranges', async () => {
    expect(await store().put('7/a.bin', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), 'application/octet-stream')).toBe(
      3000,
    );
    expect(await store().size('7/a.bin')).toBe(3000);
    const whole = await store().get('7/a.bin');
    expect(whole.size).toBe(3000);
    expect((await read(whole.body)).equals(bytes)).toBe(true);
    const part = await store().get('7/a.bin', { start: 10, end: 19 });
    expect((await read(part.body)).equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await store().get('7/a.bin', { start: 2990, end: 5000 });
    expect((await read(tail.body)).equals(bytes.subarray(2990))).toBe(true);
  });

  it('answers null / NotFound for an unknown key, and deletes (an unknown key too)', async () => {
    expect(await store().size('7/none.bin')).toBeNull();
    await expect(store().get('7/none.bin')).rejects.toBeInstanceOf(NotFound);
    await store().put('7/b.bin', Readable.from([Buffer.from('x')]), 'text/plain');
    await store().delete('7/b.bin');
    expect(await store().size('7/b.bin')).toBeNull();
    await expect(store().delete('7/b.bin')).resolves.toBeUndefined();
  });

  it('moves a file to another key (a staged upload to its project), and answers NotFound for an unknown one', async () => {
    await store().put('staging/m.bin', Readable.from([bytes]), 'application/pdf');
    await store().move('staging/m.bin', '8/m.bin');
    expect(await store().size('staging/m.bin')).toBeNull();
    expect((await read((await store().get('8/m.bin')).body)).equals(bytes)).toBe(true);
    await expect(store().move('staging/none.bin', '8/none.bin')).rejects.toBeInstanceOf(NotFound);
    await expect(store().move('8/m.bin', '../x')).rejects.toMatchObject({ code: 'files.invalid_key' });
    expect(await store().size('8/m.bin')).toBe(3000);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../x', '/etc/passwd', '7/../../x', 'a\\b', '', '7//x'])
      await expect(store().put(key, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toMatchObject({ code: 'files.invalid_key' });
  });

  it('keeps nothing under the key when the stream fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store().put('7/broken.bin', failing, 'application/octet-stream')).rejects.toThrow('client went away');
    expect(await store().size('7/broken.bin')).toBeNull();
  });
}
