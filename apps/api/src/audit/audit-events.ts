import { Inject, Injectable } from '@nestjs/common';
import type { AuditActor } from '@atrium/kernel';
import { AUDIT_TRAIL, type AuditEvent, type AuditTrail, type SessionClaims } from '@atrium/tenancy';
import { originOf } from '../http/audit-requests.js';
import type { RequestWithSession } from '../http/request-context.js';

type Request = Pick<RequestWithSession, 'ip' | 'headers' | 'audit' | 'session' | 'scope'>;

/** The caller as the guard found it (reads have no audit context to ask). */
function actorOf(request: Request): AuditActor {
  if (request.session) return { kind: 'person', id: request.session.userId, role: request.session.usertype };
  if (request.scope?.kind === 'project') return { kind: 'key', id: request.scope.projectId };
  return { kind: 'system' };
}

/**
 * The events the API records itself (sign-ins, failed sign-ins, sign-outs, password changes, token resets,
 * exports), from the request that made them: its audit context where it has one (writes), else its origin.
 */
@Injectable()
export class AuditEvents {
  constructor(@Inject(AUDIT_TRAIL) private readonly trail: AuditTrail) {}

  record(request: Request, event: Omit<AuditEvent, 'origin' | 'actor'> & { actor?: AuditActor }): Promise<void> {
    const actor = event.actor ?? actorOf(request);
    return this.trail.record({ ...event, actor, origin: request.audit?.from ?? originOf(request as never) });
  }

  /** A session opened (after the password, or after the second step): the person signed in. */
  signedIn(request: Request, session: { userId: number; usertype: SessionClaims['usertype'] }): Promise<void> {
    const actor: AuditActor = { kind: 'person', id: session.userId, role: session.usertype };
    return this.record(request, { actor, action: 'sign_in', resource: 'session', person: { id: session.userId } });
  }

  /** An event of a signed-in person about themselves (sign-out, password change). */
  bySession(request: Request, session: SessionClaims, action: AuditEvent['action']): Promise<void> {
    const actor: AuditActor = { kind: 'person', id: session.userId, role: session.usertype };
    return this.record(request, { actor, action, resource: 'session', person: { id: session.userId } });
  }
}
