import { unwrap } from '@atrium/api-client';
import { api } from '../api';

let asked: Promise<number | null> | undefined;

/**
 * The server's MAX_UPLOAD_MB, from its liveness answer (GET /api/health), asked once per page load. Null
 * when it cannot be had: the server still refuses a file over its limit (413), only later.
 */
export function maxUploadMb(): Promise<number | null> {
  asked ??= unwrap(api.GET('/api/health')).then(
    (health) => health.maxUploadMb ?? null,
    () => {
      asked = undefined;
      return null;
    },
  );
  return asked;
}
