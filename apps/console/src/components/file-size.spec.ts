import { describe, expect, it } from '@jest/globals';
import { formatFileSize } from './file-size';

describe('file sizes for people', () => {
  it('writes bytes, then kB, MB and GB (SI), one decimal below ten', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1.0 kB');
    expect(formatFileSize(7_168)).toBe('7.2 kB');
    expect(formatFileSize(14_200)).toBe('14 kB');
    expect(formatFileSize(999_960)).toBe('1.0 MB');
    expect(formatFileSize(1_500_000)).toBe('1.5 MB');
    expect(formatFileSize(52_428_801)).toBe('52 MB');
    expect(formatFileSize(3_000_000_000)).toBe('3.0 GB');
  });

  it('writes nothing for what is not a size', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
