import { unwrap, unwrapList, type AtriumClient } from '@atrium/api-client';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ResourceRequest {
  query?: Query;
  body?: unknown;
}

export interface ResourceRequests {
  /** One call; answers the body, or throws the client's ApiError. */
  request<T>(method: HttpMethod, path: string, request?: ResourceRequest): Promise<T>;
  /** A list call; answers the rows and the total from X-Total-Count. */
  list<T>(path: string, query: Query): Promise<{ data: T[]; total: number }>;
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
 * The generated client is typed by the paths of the committed OpenAPI document, and the resource paths
 * (/api/clients, /api/invoices, ...) arrive there issue by issue. The generic data provider needs to call
 * any of them, so this is the ONE place that steps outside the typed paths: everything else stays typed.
 */
export function resourceRequests(client: AtriumClient): ResourceRequests {
  const untyped = client as unknown as Record<HttpMethod, UntypedCall>;
  return {
    request: <T>(method: HttpMethod, path: string, request: ResourceRequest = {}) =>
      unwrap<T>(untyped[method](path, init(request)) as Promise<Outcome<T>>),
    list: <T>(path: string, query: Query) => unwrapList<T>(untyped.GET(path, init({ query })) as Promise<Outcome<T[]>>),
  };
}
