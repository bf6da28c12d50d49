import type { SessionClaims } from './session.js';

/** Port: turns claims into a signed credential (a JWT in production) and back. */
export interface TokenSigner {
  sign(claims: SessionClaims, ttlSeconds: number): Promise<string>;
  /** Answers null for a credential that is malformed, forged or expired. */
  verify(token: string): Promise<SessionClaims | null>;
}
