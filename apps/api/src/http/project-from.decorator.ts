import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { InvalidInput } from '@atrium/kernel';
import type { RequestWithSession } from './request-context.js';

export const PROJECT_FROM_KEY = 'atrium:project-from';

/** What a module route declares about its project: where it is found, or why it needs none. */
export interface ProjectDeclaration {
  /** Request fields naming the project, in the order they are looked for; empty for a route that needs none. */
  sources: string[];
  /** Why a route needs no project (it reads nothing of one). */
  reason?: string;
}

/**
 * Declares where a module route finds its project, the way the spec's call names it (CONTRACT §5):
 * `project` where the call carries it, `id` for the record it addresses, or the field of the parent it
 * names (`folder`, `category`, `inventoryGroup`, `event`...), as alternatives. Which project that record or
 * parent belongs to is checked in the statement that reads or writes it: a record outside the caller's
 * subscription is not found (404). A read or delete naming none of them answers 400 before any handler
 * runs; a body's fields are checked by its DTO. Every module route declares one (or `NoProject`): the
 * server refuses to start otherwise, as with `@Access`. Listed in the OpenAPI document as `x-project-from`.
 */
export function ProjectFrom(...sources: [string, ...string[]]) {
  return applyDecorators(SetMetadata(PROJECT_FROM_KEY, { sources } satisfies ProjectDeclaration), ApiExtension('x-project-from', sources));
}

/** A module route that reads and writes nothing of a project (a provider's answer, a consent screen's needs). */
export function NoProject(reason: string) {
  return SetMetadata(PROJECT_FROM_KEY, { sources: [], reason } satisfies ProjectDeclaration);
}

const named = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A read or delete that names none of its route's sources (in its query string): 400 naming the first,
 * the way a missing field is named. Creates and updates carry them in bodies, which their DTOs check.
 */
export function refuseUnnamedProject(request: RequestWithSession, declaration: ProjectDeclaration | undefined): void {
  if (!declaration?.sources.length || (request.method !== 'GET' && request.method !== 'DELETE')) return;
  const query = request.query ?? {};
  if (declaration.sources.some((source) => named(query[source]))) return;
  const [first, ...others] = declaration.sources;
  const alternatives = others.length ? `${[first, ...others.slice(0, -1)].join(', ')} or ${others[others.length - 1]}` : first;
  throw new InvalidInput(`Give ${alternatives}`, [{ field: first, message: 'is required' }]);
}
