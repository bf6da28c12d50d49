import { createHash } from 'node:crypto';
import type { RecoveryCodeHasher } from '@atrium/tenancy';

/** SHA-256 of a recovery code: codes carry ~49 random bits, so a fast hash suffices (as for API tokens). */
export class Sha256RecoveryCodeHasher implements RecoveryCodeHasher {
  hash(normalizedCode: string): string {
    return createHash('sha256').update(normalizedCode, 'utf8').digest('hex');
  }
}
