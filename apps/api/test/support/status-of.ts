import type { AtriumClient } from '@atrium/api-client';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The HTTP status of one call through the generated client, whatever the route's types (for matrices). */
export async function statusOf(
  api: AtriumClient,
  method: Method,
  url: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<number> {
  const call = { GET: api.GET, POST: api.POST, PATCH: api.PATCH, DELETE: api.DELETE }[method] as unknown as (
    url: string,
    init: never,
  ) => Promise<{ response: Response }>;
  // Read as text: a matrix wants the status only, and some answers are not JSON (a CSV export).
  return (await call(url, { ...init, parseAs: 'text' } as never)).response.status;
}
