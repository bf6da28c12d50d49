import { afterEach, describe, expect, it, jest } from '@jest/globals';
import jsonwebtoken from 'jsonwebtoken';
import type { SessionClaims } from '@atrium/tenancy';
import { JwtTokenSigner } from './jwt-token-signer.js';

const claims: SessionClaims = { sid: 's-1', usertype: 'admins', userId: 7, firstname: 'Ada', email: 'ada@example.com' };
const payload = { sid: 's-1', sub: '7', usertype: 'admins', firstname: 'Ada', email: 'ada@example.com' };

describe('JwtTokenSigner', () => {
  const signer = new JwtTokenSigner('the-secret');

  it('verifies what it signs', async () => {
    await expect(signer.verify(await signer.sign(claims, 60))).resolves.toEqual(claims);
  });

  it('still accepts tokens signed with the secret as a string (issued before the key object)', async () => {
    const legacy = jsonwebtoken.sign(payload, 'the-secret', { algorithm: 'HS256', expiresIn: 60 });
    await expect(signer.verify(legacy)).resolves.toEqual(claims);
  });

  it('refuses another secret, another algorithm, an unsigned token and an expired one', async () => {
    await expect(signer.verify(jsonwebtoken.sign(payload, 'other-secret', { algorithm: 'HS256' }))).resolves.toBeNull();
    await expect(signer.verify(jsonwebtoken.sign(payload, 'the-secret', { algorithm: 'HS512' }))).resolves.toBeNull();
    await expect(signer.verify(jsonwebtoken.sign(payload, null, { algorithm: 'none' }))).resolves.toBeNull();
    const expired = jsonwebtoken.sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 }, 'the-secret', { algorithm: 'HS256' });
    await expect(signer.verify(expired)).resolves.toBeNull();
  });

  describe('a token verified before', () => {
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('expires at its exp all the same', async () => {
      // Only the clock is faked: signing runs on real timers.
      const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00Z'));
      const token = await signer.sign(claims, 60);
      await expect(signer.verify(token)).resolves.toEqual(claims);
      now.mockReturnValue(Date.parse('2030-01-01T00:00:59.999Z'));
      await expect(signer.verify(token)).resolves.toEqual(claims);
      now.mockReturnValue(Date.parse('2030-01-01T00:01:00Z'));
      await expect(signer.verify(token)).resolves.toBeNull();
    });

    it('answers a copy of its claims, so a caller changing them changes no later answer', async () => {
      const token = await signer.sign(claims, 60);
      const first = await signer.verify(token);
      first!.firstname = 'Changed';
      await expect(signer.verify(token)).resolves.toEqual(claims);
    });

    it('does not make a token with a different signature valid', async () => {
      const token = await signer.sign(claims, 60);
      await signer.verify(token);
      const [header, body] = token.split('.');
      await expect(signer.verify(`${header}.${body}.${'A'.repeat(43)}`)).resolves.toBeNull();
    });
  });
});
