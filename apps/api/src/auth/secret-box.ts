import { AesGcmSecretBox } from '@atrium/persistence';
import type { AppConfig } from '../config/config.js';
import { resolveJwtSecret } from './jwt-secret.js';

/**
 * The box that seals one kind of stored secret: ENCRYPTION_KEY when set, otherwise the JWT secret
 * (configured or generated), each purpose under its own derived key.
 */
export function secretBoxFor(config: AppConfig, purpose: string): AesGcmSecretBox {
  return new AesGcmSecretBox(config.encryptionKey ?? resolveJwtSecret(config.jwtSecret, config.dataDir), purpose);
}
