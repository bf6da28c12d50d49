import argon2 from 'argon2';
import type { PasswordHasher } from '@atrium/tenancy';

/**
 * OWASP's argon2id minimum (m=19 MiB, t=2, p=1): ~22 ms a hash on two cores, against ~122 ms for the
 * library defaults (m=64 MiB, t=3, p=4), which capped sign-in at ~10 a second.
 */
export const ARGON2_PARAMETERS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_PARAMETERS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    // argon2's own check compares version and costs but not the variant.
    if (!hash.startsWith('$argon2id$')) return true;
    try {
      return argon2.needsRehash(hash, ARGON2_PARAMETERS);
    } catch {
      return true;
    }
  }
}
