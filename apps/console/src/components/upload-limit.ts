import { serverHealth } from './server-health';

/**
 * The server's MAX_UPLOAD_MB, from its liveness answer (GET /api/health), asked once per page load. Null
 * when it cannot be had: the server still refuses a file over its limit (413), only later.
 */
export function maxUploadMb(): Promise<number | null> {
  return serverHealth().then((health) => health?.maxUploadMb ?? null);
}
