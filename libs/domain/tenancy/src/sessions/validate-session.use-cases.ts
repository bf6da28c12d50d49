import type { Clock } from '@atrium/kernel';
import type { SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';
import { SessionInvalid } from './sessions.errors.js';
import type { TokenSigner } from './token-signer.js';

/**
 * A credential is valid when its signature holds, it has not expired, its session was not revoked, and the
 * session is held by the person and role the credential names: the role and person come from the session's
 * row, the token's claims alone never decide them (a token signed with a leaked secret names any role).
 */
export class ValidateSession {
  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<SessionClaims> {
    if (!token) throw new SessionInvalid();
    const claims = await this.signer.verify(token);
    if (!claims) throw new SessionInvalid();
    const holder = await this.sessions.activeHolder(claims.sid, this.clock.now());
    if (!holder || holder.personId !== claims.userId || holder.usertype !== claims.usertype) throw new SessionInvalid();
    return { ...claims, userId: holder.personId, usertype: holder.usertype };
  }
}
