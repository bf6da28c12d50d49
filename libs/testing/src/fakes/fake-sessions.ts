import type { LoginAttemptRepository, SessionClaims, SessionRepository, TokenSigner } from '@atrium/tenancy';

export class FakeSessionRepository implements SessionRepository {
  readonly sessions = new Map<string, { personId: number; expiresAt: Date; revokedAt: Date | null }>();

  async create(s: { id: string; personId: number; expiresAt: Date }) {
    this.sessions.set(s.id, { personId: s.personId, expiresAt: s.expiresAt, revokedAt: null });
  }
  async isActive(id: string, now: Date) {
    const s = this.sessions.get(id);
    return Boolean(s && !s.revokedAt && s.expiresAt > now);
  }
  async revoke(id: string, now: Date) {
    const s = this.sessions.get(id);
    if (s && !s.revokedAt) s.revokedAt = now;
  }
  async revokeOthers(personId: number, keep: string, now: Date) {
    for (const [id, s] of this.sessions) if (s.personId === personId && id !== keep && !s.revokedAt) s.revokedAt = now;
  }
}

/** Tokens are the claims in JSON; `verify` refuses anything it did not sign. */
export class FakeTokenSigner implements TokenSigner {
  async sign(claims: SessionClaims) {
    return `fake.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  }
  async verify(token: string) {
    if (!token.startsWith('fake.')) return null;
    try {
      return JSON.parse(Buffer.from(token.slice(5), 'base64url').toString()) as SessionClaims;
    } catch {
      return null;
    }
  }
}

export class FakeLoginAttemptRepository implements LoginAttemptRepository {
  readonly failures: { email: string; address: string; at: Date }[] = [];

  async recordFailure(a: { email: string; address: string; at: Date }) {
    this.failures.push(a);
  }
  async countFailuresByEmail(email: string, since: Date) {
    return this.failures.filter((f) => f.email === email && f.at >= since).length;
  }
  async countFailuresByAddress(address: string, since: Date) {
    return this.failures.filter((f) => f.address === address && f.at >= since).length;
  }
  async clearForEmail(email: string) {
    for (let i = this.failures.length - 1; i >= 0; i--) if (this.failures[i].email === email) this.failures.splice(i, 1);
  }
}
