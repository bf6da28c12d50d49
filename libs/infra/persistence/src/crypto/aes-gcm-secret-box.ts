import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals short secrets (OAuth refresh tokens) with AES-256-GCM before they reach the database. The key is
 * derived (HKDF-SHA256) from the configured secret with a purpose label, so the same master secret never
 * serves two purposes directly. A sealed value: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class AesGcmSecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string, purpose: string) {
    if (masterSecret.length < 16) throw new Error('The encryption secret must be at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'atrium', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Throws when the value was not sealed with this key (or was altered). */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
