import { applyDecorators, SetMetadata } from '@nestjs/common';
import { MODULE_CODES, type ModuleCode } from '@atrium/kernel';
import { ApiErrors } from './api-errors.decorator.js';

export const MODULE_KEY = 'atrium:module';

/**
 * Declares the project module a route belongs to. The auth guard then requires the module in the caller's
 * subscription (403), an active subscription (403), and a named project of that subscription (404). Every
 * route under a module's path prefix must carry one: the server refuses to start otherwise.
 */
export function InModule(module: ModuleCode) {
  return applyDecorators(SetMetadata(MODULE_KEY, module), ApiErrors(403, 404));
}

/** The path prefixes of module routes: `/crm/...` belongs to the module `crm`. */
export const MODULE_PREFIXES = MODULE_CODES.map((code) => `/${code}`);
