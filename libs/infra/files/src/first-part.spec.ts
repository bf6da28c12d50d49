import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { firstPart } from './first-part.js';

const chunks = (n: number, size: number) => Readable.from(Array.from({ length: n }, (_, i) => Buffer.alloc(size, i)));

describe('firstPart', () => {
  it('answers a stream that ends within the limit whole', async () => {
    const first = await firstPart(chunks(3, 10), 100);
    expect('whole' in first && first.whole.length).toBe(30);
  });

  it('answers a longer stream as one stream of every byte, in order', async () => {
    const first = await firstPart(chunks(5, 10), 25);
    if (!('rest' in first)) throw new Error('expected the rest as a stream');
    const all = await buffer(first.rest);
    expect(all).toEqual(Buffer.concat(Array.from({ length: 5 }, (_, i) => Buffer.alloc(10, i))));
  });

  it('passes a failure of the source on', async () => {
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(30));
    setImmediate(() => failing.destroy(new Error('client went away')));
    const first = await firstPart(failing, 10);
    if (!('rest' in first)) throw new Error('expected the rest as a stream');
    await expect(buffer(first.rest)).rejects.toThrow('client went away');
  });
});
