import type { EntityManager } from 'typeorm';
import type { ChallengePurpose, OpenChallenge, PlatformSettings, TwoFactorFactor, TwoFactorStore } from '@atrium/tenancy';

/** How many rows an UPDATE or DELETE touched (TypeORM's pg driver answers `[rows, count]` for them). */
function touched(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/**
 * Authenticators, recovery codes and challenges in PostgreSQL. Every "use" is one conditional UPDATE, so
 * two requests with the same code (or challenge) never both succeed, whichever API process they reach.
 */
export class TypeormTwoFactorStore implements TwoFactorStore {
  constructor(private readonly db: EntityManager) {}

  async factorOf(personId: number): Promise<TwoFactorFactor | null> {
    const [r] = (await this.db.query(
      `SELECT sealed_secret, enabled_at IS NOT NULL AS enabled, last_used_step FROM two_factor_authenticators WHERE person_id = $1`,
      [personId],
    )) as Array<{ sealed_secret: string; enabled: boolean; last_used_step: string | number | null }>;
    if (!r) return null;
    return { sealedSecret: r.sealed_secret, enabled: r.enabled, lastUsedStep: r.last_used_step === null ? null : Number(r.last_used_step) };
  }

  async savePending(personId: number, sealedSecret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO two_factor_authenticators (person_id, sealed_secret) VALUES ($1, $2)
       ON CONFLICT (person_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret, created_at = now()
       WHERE two_factor_authenticators.enabled_at IS NULL`,
      [personId, sealedSecret],
    );
  }

  enable(personId: number, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE two_factor_authenticators SET enabled_at = now(), last_used_step = $2 WHERE person_id = $1 AND enabled_at IS NULL`,
        [personId, step],
      );
      if (!touched(updated)) return false;
      await tx.query(`DELETE FROM two_factor_recovery_codes WHERE person_id = $1`, [personId]);
      await tx.query(`INSERT INTO two_factor_recovery_codes (person_id, code_hash) SELECT $1, h FROM unnest($2::text[]) AS h`, [
        personId,
        recoveryCodeHashes,
      ]);
      return true;
    });
  }

  async useStep(personId: number, step: number): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE two_factor_authenticators SET last_used_step = $2
       WHERE person_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)`,
      [personId, step],
    );
    return touched(updated) === 1;
  }

  async useRecoveryCode(personId: number, hash: string, now: Date): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE two_factor_recovery_codes SET used_at = $3 WHERE person_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [personId, hash, now],
    );
    return touched(updated) === 1;
  }

  async recoveryCodesLeft(personId: number): Promise<number> {
    const [r] = await this.db.query(`SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE person_id = $1 AND used_at IS NULL`, [
      personId,
    ]);
    return Number(r.n);
  }

  async remove(personId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM two_factor_recovery_codes WHERE person_id = $1`, [personId]);
      await tx.query(`DELETE FROM two_factor_authenticators WHERE person_id = $1`, [personId]);
    });
  }

  async createChallenge(c: { id: string; personId: number; purpose: ChallengePurpose; expiresAt: Date }, now: Date): Promise<void> {
    // Expired challenges go as new ones come (the index on expires_at keeps it cheap): no job needed.
    await this.db.query(`DELETE FROM two_factor_challenges WHERE expires_at <= $1`, [now]);
    await this.db.query(`INSERT INTO two_factor_challenges (id, person_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`, [
      c.id,
      c.personId,
      c.purpose,
      c.expiresAt,
    ]);
  }

  async openChallenge(id: string, now: Date): Promise<OpenChallenge | null> {
    const [r] = (await this.db.query(
      `SELECT person_id, purpose FROM two_factor_challenges WHERE id = $1 AND closed_at IS NULL AND expires_at > $2`,
      [id, now],
    )) as Array<{ person_id: number; purpose: ChallengePurpose }>;
    return r ? { personId: Number(r.person_id), purpose: r.purpose } : null;
  }

  async closeChallenge(id: string, now: Date): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE two_factor_challenges SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL AND expires_at > $2`,
      [id, now],
    );
    return touched(updated) === 1;
  }
}

/** The platform's settings: one row, made by the migration. */
export class TypeormPlatformSettings implements PlatformSettings {
  constructor(private readonly db: EntityManager) {}

  async twoFactorRequired(): Promise<boolean> {
    const [r] = await this.db.query(`SELECT require_two_factor FROM platform_settings WHERE id = 1`);
    return r?.require_two_factor === true;
  }

  async setTwoFactorRequired(required: boolean): Promise<void> {
    await this.db.query(`UPDATE platform_settings SET require_two_factor = $1 WHERE id = 1`, [required]);
  }
}
