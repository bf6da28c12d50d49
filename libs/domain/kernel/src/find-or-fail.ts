import type { NotFound } from './domain-error.js';

/** A read that answers 404 when the record is absent or not visible to the caller. */
export async function findOrFail<T>(read: Promise<T | null | undefined>, notFound: new () => NotFound): Promise<T> {
  const found = await read;
  if (found === null || found === undefined) throw new notFound();
  return found;
}
