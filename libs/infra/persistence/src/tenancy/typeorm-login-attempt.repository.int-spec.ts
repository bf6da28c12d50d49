import { describe, expect, it } from '@jest/globals';
import { useTestDatabase } from '../test/open-test-database.js';
import { TypeormLoginAttemptRepository } from './typeorm-login-attempt.repository.js';

describe('TypeormLoginAttemptRepository', () => {
  const t = useTestDatabase();
  const repo = () => new TypeormLoginAttemptRepository(t.db);
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

  it('stores a failure with its e-mail normalised, its address and its time', async () => {
    await repo().recordFailure({ email: ' Eve@Example.COM', address: '10.0.0.9', at: at(1) });
    const rows = await t.sql(`SELECT email, address, at FROM login_attempts WHERE address = '10.0.0.9'`);
    expect(rows).toStrictEqual([{ email: 'eve@example.com', address: '10.0.0.9', at: at(1) }]);
  });

  it('counts failures per e-mail (whatever its case) and per address, from the start of the window on', async () => {
    for (const [email, address, minute] of [
      ['mallory@example.com', '10.0.0.1', 0],
      ['MALLORY@example.com', '10.0.0.1', 5],
      ['mallory@example.com', '10.0.0.2', 10],
      ['trent@example.com', '10.0.0.1', 10],
    ] as const)
      await repo().recordFailure({ email, address, at: at(minute) });
    expect(await repo().countFailuresByEmail('Mallory@Example.com', at(0))).toBe(3);
    expect(await repo().countFailuresByEmail('mallory@example.com', at(5))).toBe(2);
    expect(await repo().countFailuresByEmail('mallory@example.com', at(11))).toBe(0);
    expect(await repo().countFailuresByAddress('10.0.0.1', at(5))).toBe(2);
    expect(await repo().countFailuresByAddress('10.0.0.3', at(0))).toBe(0);
  });

  it("clears one e-mail's failures and no one else's", async () => {
    await repo().recordFailure({ email: 'peggy@example.com', address: '10.0.1.1', at: at(0) });
    await repo().recordFailure({ email: 'victor@example.com', address: '10.0.1.1', at: at(0) });
    await repo().clearForEmail('PEGGY@example.com');
    expect(await repo().countFailuresByEmail('peggy@example.com', at(0))).toBe(0);
    expect(await repo().countFailuresByEmail('victor@example.com', at(0))).toBe(1);
    expect(await repo().countFailuresByAddress('10.0.1.1', at(0))).toBe(1);
  });
});
