import { createHash, createHmac, randomBytes } from 'node:crypto';
import type {
  ChallengePurpose,
  OneTimeCodes,
  OpenChallenge,
  PlatformSettings,
  QrCodeRenderer,
  RecoveryCodeHasher,
  SecretBox,
  TwoFactorFactor,
  TwoFactorStore,
} from '@atrium/tenancy';

/** Codes are an HMAC of the step, six digits: distinct per step and secret, like the real ones. */
export class FakeOneTimeCodes implements OneTimeCodes {
  newSecret() {
    return randomBytes(10).toString('hex').toUpperCase();
  }
  codeAt(secret: string, step: number) {
    const n = createHmac('sha1', secret).update(String(step)).digest().readUInt32BE(0) % 1_000_000;
    return String(n).padStart(6, '0');
  }
  keyUri(secret: string, account: string) {
    return `otpauth://totp/Atrium:${encodeURIComponent(account)}?secret=${secret}&issuer=Atrium`;
  }
}

/** Sealing is visible (`sealed:`), so a test can tell that the plain secret was never stored. */
export class FakeSecretBox implements SecretBox {
  seal(plain: string) {
    return `sealed:${Buffer.from(plain).toString('base64url')}`;
  }
  open(sealed: string) {
    if (!sealed.startsWith('sealed:')) throw new Error('Not a sealed value');
    return Buffer.from(sealed.slice(7), 'base64url').toString();
  }
}

export class FakeRecoveryCodeHasher implements RecoveryCodeHasher {
  hash(code: string) {
    return createHash('sha256').update(code).digest('hex');
  }
}

export class FakeQrCodeRenderer implements QrCodeRenderer {
  async dataUrl(text: string) {
    return `data:image/png;base64,${Buffer.from(text).toString('base64')}`;
  }
}

export class FakePlatformSettings implements PlatformSettings {
  required = false;
  async twoFactorRequired() {
    return this.required;
  }
  async setTwoFactorRequired(required: boolean) {
    this.required = required;
  }
}

/** Factors, recovery codes and challenges in memory; each method is one atomic step, as in the database. */
export class FakeTwoFactorStore implements TwoFactorStore {
  readonly factors = new Map<number, TwoFactorFactor>();
  readonly recoveryCodes = new Map<number, Array<{ hash: string; usedAt: Date | null }>>();
  readonly challenges = new Map<string, OpenChallenge & { expiresAt: Date; closedAt: Date | null }>();

  async factorOf(personId: number) {
    const f = this.factors.get(personId);
    return f ? { ...f } : null;
  }
  async savePending(personId: number, sealedSecret: string) {
    if (this.factors.get(personId)?.enabled) return;
    this.factors.set(personId, { sealedSecret, enabled: false, lastUsedStep: null });
  }
  async enable(personId: number, step: number, hashes: string[]) {
    const f = this.factors.get(personId);
    if (!f || f.enabled) return false;
    this.factors.set(personId, { ...f, enabled: true, lastUsedStep: step });
    this.recoveryCodes.set(
      personId,
      hashes.map((hash) => ({ hash, usedAt: null })),
    );
    return true;
  }
  async useStep(personId: number, step: number) {
    const f = this.factors.get(personId);
    if (!f?.enabled || (f.lastUsedStep !== null && f.lastUsedStep >= step)) return false;
    f.lastUsedStep = step;
    return true;
  }
  async useRecoveryCode(personId: number, hash: string, now: Date) {
    const code = this.recoveryCodes.get(personId)?.find((c) => c.hash === hash && !c.usedAt);
    if (!code) return false;
    code.usedAt = now;
    return true;
  }
  async recoveryCodesLeft(personId: number) {
    return (this.recoveryCodes.get(personId) ?? []).filter((c) => !c.usedAt).length;
  }
  async remove(personId: number) {
    this.factors.delete(personId);
    this.recoveryCodes.delete(personId);
  }
  async createChallenge(c: { id: string; personId: number; purpose: ChallengePurpose; expiresAt: Date }) {
    this.challenges.set(c.id, { personId: c.personId, purpose: c.purpose, expiresAt: c.expiresAt, closedAt: null });
  }
  async openChallenge(id: string, now: Date) {
    const c = this.challenges.get(id);
    return c && !c.closedAt && c.expiresAt > now ? { personId: c.personId, purpose: c.purpose } : null;
  }
  async closeChallenge(id: string, now: Date) {
    const c = this.challenges.get(id);
    if (!c || c.closedAt || c.expiresAt <= now) return false;
    c.closedAt = now;
    return true;
  }
}
