import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TenantScope } from '@atrium/kernel';

/** The caller's tenant scope, resolved once by the auth guard. */
export const Scope = createParamDecorator((_: unknown, ctx: ExecutionContext): TenantScope => {
  const scope = ctx.switchToHttp().getRequest<{ scope?: TenantScope }>().scope;
  // Only routes closed to anonymous callers use it; reaching here without one is a wiring mistake.
  if (!scope) throw new Error('No tenant scope on this request');
  return scope;
});
