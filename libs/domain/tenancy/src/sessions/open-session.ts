import { randomUUID } from 'node:crypto';
import type { Clock } from '@atrium/kernel';
import type { Person } from '../people/person.js';
import { SESSION_TTL_SECONDS, type SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';
import type { TokenSigner } from './token-signer.js';

/** What a completed sign-in answers (CONTRACT §3). */
export interface LoginResult extends Omit<SessionClaims, 'sid'> {
  token: string;
}

/** Opens a session for someone whose credentials were checked, and answers its credential. */
export class SessionOpener {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
  ) {}

  async open(person: Person): Promise<LoginResult> {
    const sid = randomUUID();
    const now = this.clock.now();
    await this.sessions.create({ id: sid, personId: person.id, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) });
    const claims: SessionClaims = { sid, usertype: person.kind, userId: person.id, firstname: person.firstname, email: person.email };
    const token = await this.signer.sign(claims, SESSION_TTL_SECONDS);
    return { token, usertype: claims.usertype, userId: claims.userId, firstname: claims.firstname, email: claims.email };
  }
}
