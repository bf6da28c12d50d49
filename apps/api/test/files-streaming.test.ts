// The streaming proof: a 200 MB upload goes through a server whose heap is capped at 64 MB, so no layer
// (multipart parsing, type detection, the disk store) may hold the file in memory. The body is generated
// as it is sent; the test holds no more than one 1 MB chunk either.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const SIZE = 200 * 1024 * 1024;
const CHUNK = 1024 * 1024;
// A real WebM's first bytes, so that the type is recognised from the content as video/webm.
const HEAD = readFileSync(new URL('../../console/e2e/fixtures/clip.webm', import.meta.url)).subarray(0, 4096);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('streamed upload under a 64 MB heap', () => {
  let dir: string;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-stream-'));
    child = spawn(
      process.execPath,
      [
        '--max-old-space-size=64',
        '--no-warnings',
        '--experimental-loader',
        here('./support/ts-loader.mjs'),
        here('./support/streaming-server.ts'),
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      child.stdout!.once('data', (data: Buffer) => resolve(Number(String(data).trim())));
    });
  }, 120_000);
  afterAll(async () => {
    child?.kill();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('stores a 200 MB video without holding it', async () => {
    const boundary = 'atrium-streaming-proof';
    const opening = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': opening.length + SIZE + closing.length,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(opening);
      let sent = 0;
      const filler = Buffer.alloc(CHUNK, 0);
      const pump = () => {
        while (sent < SIZE) {
          const n = Math.min(CHUNK, SIZE - sent);
          const chunk = sent === 0 ? Buffer.concat([HEAD, filler.subarray(0, n - HEAD.length)]) : filler.subarray(0, n);
          sent += n;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end(closing);
      };
      pump();
    });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as {
      files: Array<{ key: string; type: string; size: number }>;
      peakHeapMb: number;
      rssGrowthMb: number;
    };
    // Staged while it arrived, then moved (renamed, not copied) to its project's key.
    expect(body.files).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^1\/[0-9a-f-]{36}\.webm$/), type: 'video/webm', size: SIZE }),
    ]);
    expect((await stat(join(dir, body.files[0].key))).size).toBe(SIZE);
    expect(body.peakHeapMb).toBeLessThan(64);
    // A server holding the file would grow by 200 MB resident; streaming stays near its baseline.
    console.log(`streaming proof: peak heap ${body.peakHeapMb} MB, resident growth ${body.rssGrowthMb} MB`);
    expect(body.rssGrowthMb).toBeLessThan(100);
  }, 300_000);
});
