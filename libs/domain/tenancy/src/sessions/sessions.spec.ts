import { beforeEach, describe, expect, it } from '@jest/globals';
import { FakePasswordHasher, FakePersonRepository, FakeSessionRepository, FakeTokenSigner, FixedClock } from '@atrium/testing';
import { PASSWORDS_DO_NOT_MATCH } from '../people/password-policy.js';
import { ChangePassword } from './change-password.use-cases.js';
import { Logout } from './logout.use-cases.js';
import type { SessionClaims } from './session.js';
import { SessionInvalid, WrongOldPassword } from './sessions.errors.js';
import { ValidateSession } from './validate-session.use-cases.js';

describe('sessions', () => {
  const signer = new FakeTokenSigner();
  const hasher = new FakePasswordHasher();
  let people: FakePersonRepository;
  let sessions: FakeSessionRepository;
  let clock: FixedClock;
  let validate: ValidateSession;
  const claims = (sid: string): SessionClaims => ({ sid, usertype: 'admins', userId: 1, firstname: 'Ada', email: 'ada@example.com' });

  beforeEach(async () => {
    people = new FakePersonRepository();
    sessions = new FakeSessionRepository(people);
    clock = new FixedClock();
    validate = new ValidateSession(signer, sessions, clock);
    await people.create({
      kind: 'admins',
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'L',
      passwordHash: await hasher.hash('old-password'),
    });
    for (const sid of ['s1', 's2']) await sessions.create({ id: sid, personId: 1, expiresAt: new Date(clock.now().getTime() + 3600_000) });
  });

  it('validates an active session and refuses a missing, forged, expired or revoked one', async () => {
    const token = await signer.sign(claims('s1'));
    await expect(validate.execute(token)).resolves.toMatchObject({ sid: 's1' });
    await expect(validate.execute(undefined)).rejects.toBeInstanceOf(SessionInvalid);
    await expect(validate.execute('garbage')).rejects.toBeInstanceOf(SessionInvalid);
    await expect(validate.execute(await signer.sign(claims('unknown')))).rejects.toBeInstanceOf(SessionInvalid);
    await new Logout(sessions, clock).execute(claims('s1'));
    await expect(validate.execute(token)).rejects.toBeInstanceOf(SessionInvalid);
    const other = await signer.sign(claims('s2'));
    clock.advance(3601);
    await expect(validate.execute(other)).rejects.toBeInstanceOf(SessionInvalid);
  });

  it("takes the role and person from the session's row: a credential claiming others for it is refused (issue 18)", async () => {
    await expect(validate.execute(await signer.sign(claims('s1')))).resolves.toMatchObject({ userId: 1, usertype: 'admins' });
    // Signed as the server would sign it (a leaked secret), but naming another role or person for session s1.
    await expect(validate.execute(await signer.sign({ ...claims('s1'), usertype: 'clients' }))).rejects.toBeInstanceOf(SessionInvalid);
    await expect(validate.execute(await signer.sign({ ...claims('s1'), userId: 2 }))).rejects.toBeInstanceOf(SessionInvalid);
  });

  describe('ChangePassword', () => {
    const change = () => new ChangePassword(people, sessions, hasher, clock);

    it('refuses a retype that differs with the spec message, and changes nothing', async () => {
      await expect(
        change().execute(claims('s1'), { oldPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-passwore' }),
      ).rejects.toMatchObject({
        message: PASSWORDS_DO_NOT_MATCH,
      });
      expect(await hasher.verify(people.people[0].passwordHash, 'old-password')).toBe(true);
    });

    it('refuses a short new password and a wrong old one', async () => {
      await expect(
        change().execute(claims('s1'), { oldPassword: 'old-password', newPassword: 'short', confirmPassword: 'short' }),
      ).rejects.toMatchObject({ errors: [{ field: 'newPassword' }] });
      await expect(
        change().execute(claims('s1'), { oldPassword: 'wrong', newPassword: 'new-password', confirmPassword: 'new-password' }),
      ).rejects.toBeInstanceOf(WrongOldPassword);
    });

    it('stores the new hash and revokes every other session of the person', async () => {
      await change().execute(claims('s1'), { oldPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' });
      expect(await hasher.verify(people.people[0].passwordHash, 'new-password')).toBe(true);
      expect(await sessions.activeHolder('s1', clock.now())).toEqual({ personId: 1, usertype: 'admins' });
      expect(await sessions.activeHolder('s2', clock.now())).toBeNull();
    });
  });
});
