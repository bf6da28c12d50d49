import { Forbidden, type ModuleCode, type TenantScope } from '@atrium/kernel';

export class SubscriptionInactive extends Forbidden {
  constructor() {
    super('Your subscription is inactive', 'tenancy.subscription_inactive');
  }
}

export class ModuleNotInSubscription extends Forbidden {
  constructor(module: ModuleCode) {
    super(`The module ${module} is not part of your subscription`, 'tenancy.module_not_in_subscription');
  }
}

/** What decides whether a user may work: their subscription's state and modules, and the project they name. */
export interface Membership {
  subscriptionId: number;
  status: 'active' | 'inactive';
  modules: readonly string[];
  /** The project the request named, when it is one of the subscription's projects; null otherwise. */
  projectId: number | null;
}

/**
 * The module of a route whose records belong to different modules (a note belongs to the module of what it
 * is attached to): worked out per request, within the caller's scope, once the subscription and the named
 * project have passed. It throws the caller's 400 or 404 when the request names nothing it can see.
 */
export type ModuleOfRequest = (scope: TenantScope) => Promise<ModuleCode>;

export interface MembershipRequest {
  /** The module of the route, when it is a module route: fixed, or worked out per request. */
  module?: ModuleCode | ModuleOfRequest;
  /** The project the request names (`?project=` or `project` in the body). */
  projectId?: number;
  /** The route also serves users whose subscription is inactive (signing out, changing a password). */
  evenInactive?: boolean;
}

/**
 * CONTRACT §5: users work only while their subscription is active, only in the modules it lists.
 * Answers the error to throw, or null when the user may go on.
 */
export function refuseMembership(
  membership: Membership,
  request: Pick<MembershipRequest, 'evenInactive'> & { module?: ModuleCode },
): Forbidden | null {
  if (!request.evenInactive && membership.status !== 'active') return new SubscriptionInactive();
  if (request.module && !membership.modules.includes(request.module)) return new ModuleNotInSubscription(request.module);
  return null;
}
