import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { PERSON_KINDS, type PersonKind, type SessionClaims, type TokenSigner } from '@atrium/tenancy';

interface JwtPayload {
  sid: string;
  sub: string;
  usertype: PersonKind;
  firstname: string;
  email: string;
}

export class JwtTokenSigner implements TokenSigner {
  private readonly jwt: JwtService;

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
    try {
      const p = this.jwt.verify<JwtPayload>(token);
      if (!p.sid || !PERSON_KINDS.includes(p.usertype)) return null;
      return { sid: p.sid, userId: Number(p.sub), usertype: p.usertype, firstname: p.firstname, email: p.email };
    } catch {
      return null;
    }
  }
}
