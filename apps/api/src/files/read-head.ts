import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` bytes of a stream (fewer when it is shorter) and gives back a stream of the
 * whole content: the head is pushed back with `unshift`, so nothing is buffered beyond the sample.
 */
export function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      cleanup();
      const head = Buffer.concat(chunks);
      // After 'end' a stream takes no unshift: the head was the whole content.
      if (ended) return resolve({ head, body: Readable.from(head.length ? [head] : []) });
      stream.unshift(head);
      resolve({ head, body: stream });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}
