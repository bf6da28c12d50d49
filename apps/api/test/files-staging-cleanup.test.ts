// An upload cut short by a SIGKILL leaves its partial file behind (issue 18): the API removes such leftovers
// older than an hour, at start and every hour, through a job.
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { JobQueue } from '@atrium/kernel';
import { CLEAN_STAGING_JOB } from '../src/files/staging-cleanup.js';
import { JOB_QUEUE } from '../src/platform/platform.tokens.js';
import { useTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
useTestApp((app) => (t = app));

describe('files left by unfinished uploads', () => {
  it('are removed by the staging cleanup once older than an hour; younger ones (uploads running now) stay', async () => {
    const files = join(t.db.dataDir, 'files');
    const old = join(files, '9', 'killed.mp4.5f1c.part');
    const running = join(files, '9', 'uploading.mp4.77aa.part');
    await mkdir(join(files, '9'), { recursive: true });
    await writeFile(old, 'partial');
    await writeFile(running, 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);

    await t.running.app.get<JobQueue>(JOB_QUEUE).enqueue(CLEAN_STAGING_JOB);
    for (let i = 0; i < 100 && existsSync(old); i++) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(old)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
