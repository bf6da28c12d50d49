import { describe, expect, it } from '@jest/globals';
import { isValidVideoFileLink, LINK_LIFETIME_SECONDS, videoFileLink } from './video-links.js';

const parse = (link: string) => {
  const url = new URL(link, 'http://x');
  const id = Number(/videos\/(\d+)\/file/.exec(url.pathname)![1]);
  return {
    id,
    kind: url.searchParams.get('kind') as 'video',
    expires: Number(url.searchParams.get('expires')),
    sig: url.searchParams.get('sig')!,
  };
};

describe('signed video file links', () => {
  const now = Date.UTC(2026, 0, 1, 10, 20);
  const link = parse(videoFileLink(7, 'video', 'secret-a', now));

  it('hold for their lifetime (expiring on the hour) with the signing secret only', () => {
    expect(link.expires % 3600).toBe(0);
    expect(link.expires * 1000 - now).toBeGreaterThanOrEqual(LINK_LIFETIME_SECONDS * 1000);
    expect(isValidVideoFileLink(link, 'secret-a', now)).toBe(true);
    expect(isValidVideoFileLink(link, 'secret-b', now)).toBe(false);
    expect(isValidVideoFileLink(link, 'secret-a', link.expires * 1000 + 1)).toBe(false);
  });

  it('name one file of one video: another id, kind or expiry breaks the signature', () => {
    expect(isValidVideoFileLink({ ...link, id: 8 }, 'secret-a', now)).toBe(false);
    expect(isValidVideoFileLink({ ...link, kind: 'poster' as 'video' }, 'secret-a', now)).toBe(false);
    expect(isValidVideoFileLink({ ...link, expires: link.expires + 3600 }, 'secret-a', now)).toBe(false);
    expect(isValidVideoFileLink({ ...link, sig: link.sig.slice(1) }, 'secret-a', now)).toBe(false);
  });

  it('stay the same within the hour, so the browser caches the file', () => {
    expect(videoFileLink(7, 'video', 'secret-a', now + 60_000)).toBe(videoFileLink(7, 'video', 'secret-a', now));
  });
});
