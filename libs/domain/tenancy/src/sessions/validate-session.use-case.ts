import type { Clock } from '@atrium/kernel';
import type { SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';
import { SessionInvalid } from './sessions.errors.js';
import type { TokenSigner } from './token-signer.js';

/** A credential is valid when its signature holds, it has not expired and its session was not revoked. */
export class ValidateSession {
  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<SessionClaims> {
    if (!token) throw new SessionInvalid();
    const claims = await this.signer.verify(token);
    if (!claims || !(await this.sessions.isActive(claims.sid, this.clock.now()))) throw new SessionInvalid();
    return claims;
  }
}
