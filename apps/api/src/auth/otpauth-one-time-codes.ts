import { HOTP, Secret, TOTP } from 'otpauth';
import { TOTP_STEP_SECONDS, type OneTimeCodes } from '@atrium/tenancy';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Atrium';

/** RFC 4226/6238 codes by `otpauth`: SHA-1, six digits, 30-second steps (what every authenticator app expects). */
export class OtpauthOneTimeCodes implements OneTimeCodes {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  codeAt(secret: string, step: number): string {
    return HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, algorithm: 'SHA1', digits: 6 });
  }

  keyUri(secret: string, account: string): string {
    const totp = new TOTP({
      issuer: ISSUER,
      label: account,
      secret: Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: 6,
      period: TOTP_STEP_SECONDS,
    });
    return totp.toString();
  }
}
