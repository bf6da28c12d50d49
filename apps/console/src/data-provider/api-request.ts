import { unwrap, unwrapList, type AtriumClient } from '@atrium/api-client';
import type { ResourcePath } from './resource-config';

/** A path of the OpenAPI document (checked at build time). */
export type ApiPath = `/api/${ResourcePath}`;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ResourceRequest {
  query?: Query;
  body?: unknown;
}

export interface ResourceRequests {
  /** One call; answers the body, or throws the client's ApiError. */
  request<T>(method: HttpMethod, path: ApiPath, request?: ResourceRequest): Promise<T>;
  /** A list call; answers the rows and the total from X-Total-Count. */
  list<T>(path: ApiPath, query: Query): Promise<{ data: T[]; total: number }>;
}

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
type UntypedCall = (path: string, init: { params?: { query?: Query }; body?: unknown }) => Promise<Outcome<never>>;

function init({ query, body }: ResourceRequest) {
  // Absent filters are left out rather than sent as empty strings.
  const params = query
    ? { query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) }
    : undefined;
  return body === undefined ? { params } : { params, body };
}

/**
 * The generated client is typed per path; the generic data provider calls whichever path a resource is
 * registered with. The paths are checked against the OpenAPI document (ApiPath); this is the one place
 * where the per-path body and query types are left to the resource's screens.
 */
export function resourceRequests(client: AtriumClient): ResourceRequests {
  const untyped = client as unknown as Record<HttpMethod, UntypedCall>;
  return {
    request: <T>(method: HttpMethod, path: ApiPath, request: ResourceRequest = {}) =>
      unwrap<T>(untyped[method](path, init(request)) as Promise<Outcome<T>>),
    list: <T>(path: ApiPath, query: Query) => unwrapList<T>(untyped.GET(path, init({ query })) as Promise<Outcome<T[]>>),
  };
}
