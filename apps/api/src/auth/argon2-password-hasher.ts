import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@atrium/tenancy';

// The binding declares these as const enums, which do not exist at run time (decision 0016).
const ARGON2ID = 2;
const VERSION_0x13 = 1;

/**
 * OWASP's argon2id minimum (m=19 MiB, t=2, p=1): ~22 ms a hash on two cores, against ~122 ms for the
 * library defaults (m=64 MiB, t=3, p=4), which capped sign-in at ~10 a second.
 */
export const ARGON2_PARAMETERS = { algorithm: ARGON2ID, version: VERSION_0x13, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_PARAMETERS);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  needsRehash(stored: string): boolean {
    try {
      const made = parseOptions(stored);
      return (['algorithm', 'version', 'memoryCost', 'timeCost', 'parallelism'] as const).some((k) => made[k] !== ARGON2_PARAMETERS[k]);
    } catch {
      return true;
    }
  }
}
