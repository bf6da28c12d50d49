import { describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../test/open-test-database.js';
import { TypeormPlatformSettings, TypeormTwoFactorStore } from './typeorm-two-factor.store.js';

describe('TypeormTwoFactorStore', () => {
  const t = useTestDatabase();
  const store = () => new TypeormTwoFactorStore(t.db);
  const person = async (email: string) =>
    (
      await t.sql<{ id: number }>(
        `INSERT INTO people (kind, email, firstname, lastname, password_hash) VALUES ('clients', $1, 'A', 'B', 'x') RETURNING id`,
        [email],
      )
    )[0].id;

  it('enables a pending factor once, and uses each step and each recovery code once even when raced', async () => {
    const id = await person('factor@example.com');
    await store().savePending(id, 'sealed-1');
    await store().savePending(id, 'sealed-2');
    expect(await store().factorOf(id)).toEqual({ sealedSecret: 'sealed-2', enabled: false, lastUsedStep: null });
    expect(await store().useStep(id, 10)).toBe(false);
    expect(await store().enable(id, 59_000_000, ['h1', 'h2'])).toBe(true);
    expect(await store().enable(id, 59_000_001, ['h3'])).toBe(false);
    await store().savePending(id, 'sealed-3');
    expect(await store().factorOf(id)).toEqual({ sealedSecret: 'sealed-2', enabled: true, lastUsedStep: 59_000_000 });

    const steps = await Promise.all([1, 2, 3].map(() => store().useStep(id, 59_000_001)));
    expect(steps.filter(Boolean)).toHaveLength(1);
    expect(await store().useStep(id, 59_000_000)).toBe(false);
    const codes = await Promise.all([1, 2, 3].map(() => store().useRecoveryCode(id, 'h1', new Date())));
    expect(codes.filter(Boolean)).toHaveLength(1);
    expect(await store().recoveryCodesLeft(id)).toBe(1);

    await store().remove(id);
    expect(await store().factorOf(id)).toBeNull();
    expect(await store().recoveryCodesLeft(id)).toBe(0);
  });

  it('opens a challenge until it expires or is closed, once, and forgets expired ones', async () => {
    const id = await person('challenge@example.com');
    const now = new Date('2026-11-26T12:00:00Z');
    const later = new Date(now.getTime() + 300_000);
    await store().createChallenge({ id: 'old', personId: id, purpose: 'code', expiresAt: now }, new Date(now.getTime() - 1000));
    await store().createChallenge({ id: 'c1', personId: id, purpose: 'setup', expiresAt: later }, now);
    expect(await store().openChallenge('old', now)).toBeNull();
    expect(await t.sql(`SELECT id FROM two_factor_challenges ORDER BY id`)).toEqual([{ id: 'c1' }]);
    expect(await store().openChallenge('c1', now)).toEqual({ personId: id, purpose: 'setup' });
    expect(await store().openChallenge('not-a-uuid', now)).toBeNull();
    const closed = await Promise.all([1, 2].map(() => store().closeChallenge('c1', now)));
    expect(closed.sort()).toEqual([false, true]);
    expect(await store().openChallenge('c1', now)).toBeNull();
  });

  it('keeps the platform requirement in its one row', async () => {
    const settings = new TypeormPlatformSettings(t.db);
    expect(await settings.twoFactorRequired()).toBe(false);
    await settings.setTwoFactorRequired(true);
    expect(await settings.twoFactorRequired()).toBe(true);
    await settings.setTwoFactorRequired(false);
    expect(await settings.twoFactorRequired()).toBe(false);
  });
});
