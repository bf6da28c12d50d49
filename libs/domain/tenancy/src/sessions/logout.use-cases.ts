import type { Clock } from '@atrium/kernel';
import type { SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';

export class Logout {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(claims: SessionClaims): Promise<void> {
    await this.sessions.revoke(claims.sid, this.clock.now());
  }
}
