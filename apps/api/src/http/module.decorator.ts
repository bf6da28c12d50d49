import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { MODULE_CODES, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { ApiErrors } from './api-errors.decorator.js';
import type { RequestWithSession } from './request-context.js';

export const MODULE_KEY = 'atrium:module';

/**
 * Declares the project module a route belongs to. The auth guard then requires the module in the caller's
 * subscription (403), an active subscription (403), and a named project of that subscription (404). Every
 * route under a module's path prefix must carry one: the server refuses to start otherwise.
 */
export function InModule(module: ModuleCode) {
  return applyDecorators(SetMetadata(MODULE_KEY, module), ApiErrors(403, 404));
}

/**
 * Works out the module of a route whose records belong to different modules (a note belongs to the module of
 * what it is attached to), from the request, within the caller's scope (subscription active, named project
 * theirs). It throws 400 for a request naming no module, 404 for a record the caller cannot see. A provider
 * of the route's Nest module, so it can read the records it needs.
 */
export interface ModuleResolver {
  moduleOf(request: RequestWithSession, scope: TenantScope): Promise<ModuleCode>;
}

/** Like `@InModule`, with the module named per request by `resolver` (then required in the subscription). */
export function InModuleOf(resolver: Type<ModuleResolver>) {
  return applyDecorators(SetMetadata(MODULE_KEY, resolver), ApiErrors(403, 404));
}

/** What a route declares: its module, or the resolver that names it per request. */
export type DeclaredModule = ModuleCode | Type<ModuleResolver>;

/** The path prefixes of module routes: `/crm/...` belongs to the module `crm`. */
export const MODULE_PREFIXES = MODULE_CODES.map((code) => `/${code}`);

/** Paths whose records belong to the module of what they are attached to: each route must name its module per request. */
export const PER_RECORD_MODULE_PREFIXES = ['/notes', '/imports'];
