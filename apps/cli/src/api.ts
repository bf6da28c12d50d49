import { unwrap, unwrapList } from '@atrium/api-client';
import { CliError } from './errors.js';

/** What an api-client call resolves to (openapi-fetch's answer, loosely). */
interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Several reads answer one record with `?id=` and a page without it (`GET /api/clients`), so the client
 * types them as either: these pick the shape asked for, and say so if the server answered the other one.
 */
export async function one<T>(call: Promise<Outcome<T | T[]>>): Promise<T> {
  const data = await unwrap(call);
  if (Array.isArray(data)) throw new CliError('The server answered a list where one record was expected');
  return data;
}

/** One page of a list and the whole list's size (`X-Total-Count`). */
export async function page<T>(call: Promise<Outcome<T | T[]>>): Promise<{ data: T[]; total: number }> {
  const result = await unwrapList(call as Promise<Outcome<T[]>>);
  if (!Array.isArray(result.data)) throw new CliError('The server answered one record where a list was expected');
  return result;
}
