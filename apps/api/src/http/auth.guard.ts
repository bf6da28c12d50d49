import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Forbidden } from '@atrium/kernel';
import { mayEnter, SessionInvalid, ValidateSession, type Audience } from '@atrium/tenancy';
import { ACCESS_KEY, EVEN_INACTIVE_KEY } from './access.decorator.js';
import { credentialOf, type RequestWithSession } from './request-context.js';
import { ScopeResolver } from './scope-resolver.js';

/** The one gate every route passes: it applies the route's declared audience. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly validateSession: ValidateSession,
    private readonly scopes: ScopeResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = this.reflector.getAllAndOverride<Audience[] | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    // Fails closed: a route nobody declared is a route nobody may call.
    if (!allowed) throw new Forbidden('This route declares no access policy');
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const credential = credentialOf(request);
    if (allowed.includes('public') && !credential) return true;
    if (credential)
      request.session = await this.validateSession.execute(credential).catch((error) => {
        if (allowed.includes('public') && error instanceof SessionInvalid) return undefined;
        throw error;
      });
    const verdict = mayEnter(request.session ?? null, allowed);
    if (verdict === 'unauthenticated') throw new SessionInvalid();
    if (verdict === 'forbidden') throw new Forbidden();
    if (request.session && !allowed.includes('public')) {
      const evenInactive = this.reflector.getAllAndOverride<boolean | undefined>(EVEN_INACTIVE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]);
      request.scope = await this.scopes.resolve(request.session, evenInactive === true);
    }
    return true;
  }
}
