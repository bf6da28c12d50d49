import { portToken, Unauthenticated, type ModuleCode, type TenantScope } from '@atrium/kernel';
import { hashProjectToken } from '../projects/project.js';
import type { SessionClaims } from '../sessions/session.js';
import { ProjectNotFound } from '../subscription-members.errors.js';
import {
  ModuleNotInSubscription,
  refuseMembership,
  SubscriptionInactive,
  type Membership,
  type MembershipRequest,
} from './module-access.js';
import { scopeOf } from './tenant-scope.js';

/** What an API key opens: its project, whether the project's subscription is active, and its modules. */
export interface ProjectOfApiKey {
  projectId: number;
  subscriptionActive: boolean;
  modules: readonly string[];
}

/** Port: the project of an API key (the public API's only question, asked on every request). */
export interface ApiKeyRepository {
  /** The project whose API token has this SHA-256, or null. */
  projectOfTokenHash(hash: string): Promise<ProjectOfApiKey | null>;
}

/** Port: what the access policy needs to know about a caller, read in one statement. */
export interface AccessRepository extends ApiKeyRepository {
  /** The user's subscription, and `projectId` when the named project is one of its projects. */
  membershipOf(userId: number, projectId?: number): Promise<Membership | null>;
}
export const ACCESS_REPOSITORY = portToken<AccessRepository>('AccessRepository');

/** A signed-in caller's tenant scope, after the checks of CONTRACT §5 (subscription, module, project). */
export class ResolveScope {
  constructor(private readonly access: AccessRepository) {}

  async execute(claims: SessionClaims, request: MembershipRequest = {}): Promise<TenantScope> {
    if (claims.usertype !== 'users') return scopeOf(claims);
    const membership = await this.access.membershipOf(claims.userId, request.projectId);
    if (!membership) {
      if (request.evenInactive) return scopeOf(claims);
      throw new SubscriptionInactive();
    }
    const { module } = request;
    const refusal = refuseMembership(membership, {
      evenInactive: request.evenInactive,
      module: typeof module === 'function' ? undefined : module,
    });
    if (refusal) throw refusal;
    // Another subscription's project is simply not found (CONTRACT §4: never reveal another tenant's record).
    if (request.projectId !== undefined && membership.projectId === null) throw new ProjectNotFound();
    const scope = scopeOf(claims, { subscriptionId: membership.subscriptionId, projectId: membership.projectId ?? undefined });
    if (typeof module === 'function') {
      const late = refuseMembership(membership, { evenInactive: true, module: await module(scope) });
      if (late) throw late;
    }
    return scope;
  }
}

export class ApiKeyInvalid extends Unauthenticated {
  constructor() {
    super('tenancy.api_key_invalid', 'The x-api-key header is missing or not a valid project API key');
  }
}

/** The public API's caller: the project whose API key is presented, and nothing else (CONTRACT §7). */
export class ResolveApiKey {
  constructor(private readonly access: ApiKeyRepository) {}

  /** `module`: the route's module; a key opens it only while the project's subscription lists it. */
  async execute(key: string | undefined, module?: ModuleCode): Promise<TenantScope> {
    if (!key) throw new ApiKeyInvalid();
    const project = await this.access.projectOfTokenHash(hashProjectToken(key));
    if (!project) throw new ApiKeyInvalid();
    if (!project.subscriptionActive) throw new SubscriptionInactive();
    if (module && !project.modules.includes(module)) throw new ModuleNotInSubscription(module);
    return { kind: 'project', projectId: project.projectId };
  }
}
