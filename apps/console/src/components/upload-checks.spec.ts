import { describe, expect, it } from '@jest/globals';
import { missingFields, oversizedFiles, uploadFormData } from './upload-checks';

const MB = 1024 * 1024;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('upload checks', () => {
  it('names blank text and unchosen files as missing', () => {
    expect(missingFields({ title: '  ', category: '3', videoFile: null, coverFile: file('c.png', 1) })).toEqual(['title', 'videoFile']);
    expect(missingFields({ label: 'Plan', file: file('p.pdf', 1) })).toEqual([]);
  });

  it('names the files over MAX_UPLOAD_MB, counted in MiB as the server does; none without a known limit', () => {
    const values = { label: 'x', videoFile: file('v.webm', 2 * MB + 1), coverFile: file('c.png', 2 * MB) };
    expect(oversizedFiles(values, 2)).toEqual(['videoFile']);
    expect(oversizedFiles(values, 3)).toEqual([]);
    expect(oversizedFiles(values, null)).toEqual([]);
  });

  it('puts the project and the text fields before the files, and totals the files', async () => {
    const { form, total } = uploadFormData('7', {
      videoFile: file('v.webm', 10),
      title: 'Launch',
      coverFile: file('c.png', 5),
      category: '2',
    });
    expect([...form.keys()]).toEqual(['project', 'title', 'category', 'videoFile', 'coverFile']);
    expect(form.get('project')).toBe('7');
    expect((form.get('videoFile') as File).name).toBe('v.webm');
    expect(total).toBe(15);
  });
});
