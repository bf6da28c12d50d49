import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VideoFileKind } from '@atrium/modules';

/** How long a playback link holds: a page left open for an evening still plays. */
export const LINK_LIFETIME_SECONDS = 6 * 3600;
// Expiries fall on the hour, so one video's link stays the same for an hour and the browser's cache keeps it.
const ROUND_SECONDS = 3600;

const signature = (secret: string, id: number, kind: VideoFileKind, expires: number) =>
  createHmac('sha256', secret).update(`bms.video-file:${id}:${kind}:${expires}`).digest('base64url');

/**
 * A link that plays one file of a video without any header (a <video> or <img> element sends none):
 * `/api/public/bms/videos/{id}/file?kind=&expires=&sig=`, signed with the project's secret, valid for
 * LINK_LIFETIME_SECONDS (up to an hour more).
 */
export function videoFileLink(id: number, kind: VideoFileKind, secret: string, nowMs = Date.now()): string {
  const expires = Math.ceil((nowMs / 1000 + LINK_LIFETIME_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `/api/public/bms/videos/${id}/file?kind=${kind}&expires=${expires}&sig=${signature(secret, id, kind, expires)}`;
}

/** Whether a link's signature is the project's and it has not expired. */
export function isValidVideoFileLink(
  link: { id: number; kind: VideoFileKind; expires: number; sig: string },
  secret: string,
  nowMs = Date.now(),
): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires * 1000 < nowMs) return false;
  const expected = Buffer.from(signature(secret, link.id, link.kind, link.expires));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
