import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TenantScope } from '@atrium/kernel';
import type { SessionClaims } from '@atrium/tenancy';
import type { AuditContext } from '@atrium/persistence';

/** What the auth guard learnt about the caller, attached to the request. */
export interface RequestWithSession {
  session?: SessionClaims;
  scope?: TenantScope;
  /** The audit context of a request that may write (attributeRequests). */
  audit?: AuditContext;
  ip: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | null;
}

/** The signed-in caller's claims (routes that allow anonymous callers may get undefined). */
export const CurrentSession = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<RequestWithSession>().session,
);

/** The caller's network address (per-address rate limits). */
export const ClientAddress = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<RequestWithSession>().ip,
);

/** The credential from the `token` header or `Authorization: Bearer`. */
export function credentialOf(request: RequestWithSession): string | undefined {
  const token = request.headers['token'];
  if (typeof token === 'string' && token) return token;
  const auth = request.headers['authorization'];
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim() || undefined;
  return undefined;
}

/** The public API's credential: the project's API key (CONTRACT §7). */
export function apiKeyOf(request: RequestWithSession): string | undefined {
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key ? key : undefined;
}
