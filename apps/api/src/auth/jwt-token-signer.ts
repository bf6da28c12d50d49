import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { BoundedCache } from '@atrium/persistence';
import { PERSON_KINDS, type PersonKind, type SessionClaims, type TokenSigner } from '@atrium/tenancy';

interface JwtPayload {
  sid: string;
  sub: string;
  usertype: PersonKind;
  firstname: string;
  email: string;
}

/** Tokens kept verified; beyond this the least recently used is forgotten (a token is ~300 bytes). */
const VERIFIED_CAPACITY = 10_000;

export class JwtTokenSigner implements TokenSigner {
  private readonly jwt: JwtService;
  /**
   * A token's signature and claims never change, so a token verified once is only checked for expiry
   * afterwards (HMAC and JSON parsing were ~5 % of a module list's CPU). Whether its session is still
   * active is not the signer's question: ValidateSession asks the session cache on every request, so a
   * revoked session fails as before. Only valid tokens are kept: a guesser fills nothing.
   */
  private readonly verified = new BoundedCache<string, SessionClaims>({ max: VERIFIED_CAPACITY });

  constructor(secret: string) {
    // A KeyObject, not the string: given a string, jsonwebtoken tries `createPublicKey(secret)` on every
    // verify (it throws and is caught), which cost ~40x the verification itself. Same bytes, so tokens
    // signed with the string secret still verify.
    const key = createSecretKey(Buffer.from(secret, 'utf8'));
    this.jwt = new JwtService({ secret: key, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  }

  sign(claims: SessionClaims, ttlSeconds: number): Promise<string> {
    const payload: JwtPayload = {
      sid: claims.sid,
      sub: String(claims.userId),
      usertype: claims.usertype,
      firstname: claims.firstname,
      email: claims.email,
    };
    return this.jwt.signAsync(payload, { expiresIn: ttlSeconds });
  }

  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) return { ...known };
    try {
      const p = this.jwt.verify<JwtPayload & { exp?: number }>(token);
      if (!p.sid || !PERSON_KINDS.includes(p.usertype)) return null;
      const claims: SessionClaims = { sid: p.sid, userId: Number(p.sub), usertype: p.usertype, firstname: p.firstname, email: p.email };
      // jsonwebtoken's rule: expired once the current whole second reaches `exp`, i.e. at `exp` seconds.
      if (typeof p.exp === 'number') this.verified.set(token, claims, p.exp * 1000);
      return { ...claims };
    } catch {
      return null;
    }
  }
}
