import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { Forbidden, InvalidInput, MAX_ID, type TenantScope } from '@atrium/kernel';
import { mayEnter, ProjectNotFound, ResolveApiKey, ResolveScope, SessionInvalid, ValidateSession, type Audience } from '@atrium/tenancy';
import { ACCESS_KEY, EVEN_INACTIVE_KEY } from './access.decorator.js';
import { MODULE_KEY, type DeclaredModule } from './module.decorator.js';
import { PROJECT_FROM_KEY, refuseUnnamedProject, type ProjectDeclaration } from './project-from.decorator.js';
import { apiKeyOf, credentialOf, type RequestWithSession } from './request-context.js';

/** The one gate every route passes: it applies the route's declared audience, module and project. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly validateSession: ValidateSession,
    private readonly resolveScope: ResolveScope,
    private readonly resolveApiKey: ResolveApiKey,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const allowed = this.reflector.getAllAndOverride<Audience[] | undefined>(ACCESS_KEY, targets);
    // Fails closed: a route nobody declared is a route nobody may call.
    if (!allowed) throw new Forbidden('This route declares no access policy');
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    // The public API takes the project's API key and nothing else: a session token there is no key (401).
    if (allowed.includes('project-token')) {
      const module = this.reflector.getAllAndOverride<DeclaredModule | undefined>(MODULE_KEY, targets);
      // Public routes name a fixed module (records attached to other modules' records are not public).
      request.scope = await this.resolveApiKey.execute(apiKeyOf(request), typeof module === 'string' ? module : undefined);
      if (request.scope.kind === 'project') request.audit?.identify({ kind: 'key', id: request.scope.projectId });
      return true;
    }
    const credential = credentialOf(request);
    if (allowed.includes('public') && !credential) return true;
    if (credential)
      request.session = await this.validateSession.execute(credential).catch((error) => {
        if (allowed.includes('public') && error instanceof SessionInvalid) return undefined;
        throw error;
      });
    if (request.session) request.audit?.identify({ kind: 'person', id: request.session.userId, role: request.session.usertype });
    const verdict = mayEnter(request.session ?? null, allowed);
    if (verdict === 'unauthenticated') throw new SessionInvalid();
    if (verdict === 'forbidden') throw new Forbidden();
    if (request.session && !allowed.includes('public')) {
      request.scope = await this.resolveScope.execute(request.session, {
        evenInactive: this.reflector.getAllAndOverride<boolean | undefined>(EVEN_INACTIVE_KEY, targets) === true,
        module: this.moduleOf(request, this.reflector.getAllAndOverride<DeclaredModule | undefined>(MODULE_KEY, targets)),
        projectId: projectNamed(request),
      });
      refuseUnnamedProject(request, this.reflector.getAllAndOverride<ProjectDeclaration | undefined>(PROJECT_FROM_KEY, targets));
    }
    return true;
  }

  /** The route's module: fixed (`@InModule`), or worked out per request by its resolver (`@InModuleOf`). */
  private moduleOf(request: RequestWithSession, declared: DeclaredModule | undefined) {
    if (typeof declared !== 'function') return declared;
    const resolver = this.moduleRef.get(declared, { strict: false });
    return (scope: TenantScope) => resolver.moduleOf(request, scope);
  }
}

/**
 * The project a request names the way the spec's calls do: `?project=` on reads and deletes, `project` in
 * create and update bodies. Checked here once for every route, before any handler runs.
 */
function projectNamed(request: RequestWithSession): number | undefined {
  const fromBody = request.method === 'POST' || request.method === 'PATCH' ? request.body?.project : undefined;
  const raw = fromBody ?? request.query?.project;
  if (raw === undefined) return undefined;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw new InvalidInput('Invalid project', [{ field: 'project', message: 'must be a positive whole number' }]);
  // Ids are 32-bit in the database: a larger one names no project, and must not reach SQL (an error there).
  if (id > MAX_ID) throw new ProjectNotFound();
  return id;
}
