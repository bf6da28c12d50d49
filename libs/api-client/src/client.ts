import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

/** A field-level error as the API reports it. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** Every failed call becomes one of these: branch on `code`, show `message`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Where the server is, e.g. `http://localhost:3000` (the client adds `/api` paths itself). Empty for same origin. */
  baseUrl: string;
  /** Reads the current credential for each call (so a login or logout takes effect at once). */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

export type AtriumClient = Client<paths>;

export function createApiClient(options: ApiClientOptions): AtriumClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('token', token);
      return request;
    },
  };
  client.use(auth);
  return client;
}

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Answers the data of a successful call, or throws `ApiError` with the server's code and message.
 * A network failure also becomes an `ApiError` (status 0) so callers have one thing to catch.
 */
export async function unwrap<T>(call: Promise<Outcome<T>>): Promise<T> {
  let outcome: Outcome<T>;
  try {
    outcome = await call;
  } catch (error) {
    throw new ApiError(0, 'network.unreachable', `Cannot reach the server (${(error as Error).message})`);
  }
  const { data, error, response } = outcome;
  if (response.ok) return data as T;
  const body = (error ?? {}) as { code?: string; message?: string; errors?: ApiFieldError[] };
  throw new ApiError(
    response.status,
    body.code ?? `http.${response.status}`,
    body.message ?? response.statusText ?? 'Request failed',
    body.errors ?? [],
  );
}

/**
 * For lists: the rows and the total from `X-Total-Count`; `meta.totalEstimated` when the server only
 * estimated that total (`X-Total-Count-Estimated: true`, a filtered list beyond its exact-count bound).
 */
export async function unwrapList<T>(call: Promise<Outcome<T[]>>): Promise<{ data: T[]; total: number; meta?: { totalEstimated: true } }> {
  const outcome = await call.catch((error: Error) => {
    throw new ApiError(0, 'network.unreachable', `Cannot reach the server (${error.message})`);
  });
  const data = await unwrap(Promise.resolve(outcome));
  const total = Number(outcome.response.headers.get('x-total-count') ?? data.length);
  return outcome.response.headers.get('x-total-count-estimated') === 'true'
    ? { data, total, meta: { totalEstimated: true } }
    : { data, total };
}
