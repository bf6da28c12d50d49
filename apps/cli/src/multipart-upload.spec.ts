import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { multipartBody } from './multipart-upload.js';

let dir: string;
const VIDEO = Buffer.alloc(150_000, 7);
const COVER = Buffer.from('cover bytes');
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atrium-multipart-'));
  await writeFile(join(dir, 'clip "1".webm'), VIDEO);
  await writeFile(join(dir, 'cover.png'), COVER);
});

async function read(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('multipartBody', () => {
  it('streams the fields first, then each file under its field, as long as it says, counting the files’ bytes', async () => {
    const sent: number[] = [];
    const files = [
      { field: 'videoFile', path: join(dir, 'clip "1".webm') },
      { field: 'coverFile', path: join(dir, 'cover.png') },
    ];
    const form = await multipartBody({ project: '7', title: 'Launch' }, files, (n) => sent.push(n));
    const bytes = await read(form.body);

    expect(bytes.length).toBe(form.length);
    expect(form.fileSize).toBe(VIDEO.length + COVER.length);
    expect(sent.at(-1)).toBe(form.fileSize);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    const boundary = /boundary=(.+)$/.exec(form.contentType)![1];
    const parts = bytes.toString('latin1').split(`--${boundary}`);
    // '', project, title, videoFile, coverFile, '--\r\n'
    expect(parts).toHaveLength(6);
    expect(parts[1]).toBe('\r\nContent-Disposition: form-data; name="project"\r\n\r\n7\r\n');
    expect(parts[2]).toContain('name="title"\r\n\r\nLaunch\r\n');
    expect(parts[3]).toContain('name="videoFile"; filename="clip _1_.webm"');
    expect(parts[3].endsWith(`\r\n\r\n${VIDEO.toString('latin1')}\r\n`)).toBe(true);
    expect(parts[4]).toContain('name="coverFile"; filename="cover.png"');
    expect(parts[4].endsWith('\r\n\r\ncover bytes\r\n')).toBe(true);
    expect(parts[5]).toBe('--\r\n');
  });

  it('makes a form of fields alone when there is no file', async () => {
    const form = await multipartBody({ label: 'x' }, [], () => undefined);
    expect((await read(form.body)).length).toBe(form.length);
    expect(form.fileSize).toBe(0);
  });
});
