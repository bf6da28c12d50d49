import { Readable } from 'node:stream';

/**
 * Reads up to `limit` bytes of a stream. When the stream ends within them, answers those bytes (`whole`);
 * otherwise a stream of the same bytes followed by the rest (`rest`), so at most one part is ever held.
 */
export async function firstPart(stream: Readable, limit: number): Promise<{ whole: Buffer } | { rest: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < limit) {
    const { value, done } = await iterator.next();
    if (done) return { whole: Buffer.concat(chunks) };
    chunks.push(value);
    size += value.length;
  }
  async function* all() {
    yield Buffer.concat(chunks);
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  return { rest: Readable.from(all(), { objectMode: false }) };
}
