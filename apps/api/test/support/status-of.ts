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
  return (await call(url, init as never)).response.status;
}
