import { Transform } from 'node:stream';

/** A pass-through that counts the bytes flowing through it (the size `put` answers). */
export function countingStream(): { stream: Transform; bytes: () => number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
