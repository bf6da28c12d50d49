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
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
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
      const p = await this.jwt.verifyAsync<JwtPayload>(token);
      if (!p.sid || !PERSON_KINDS.includes(p.usertype)) return null;
      return { sid: p.sid, userId: Number(p.sub), usertype: p.usertype, firstname: p.firstname, email: p.email };
    } catch {
      return null;
    }
  }
}
