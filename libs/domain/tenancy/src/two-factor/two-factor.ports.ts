/** Port: HOTP arithmetic (RFC 4226) over a base32 secret; TOTP (RFC 6238) is HOTP of the time step. */
export interface OneTimeCodes {
  /** A new random secret, base32 (160 bits, RFC 4226's recommendation). */
  newSecret(): string;
  /** The six-digit code of `step` (the counter). */
  codeAt(secret: string, step: number): string;
  /** The `otpauth://totp/...` URI that authenticator apps scan, naming the issuer and `account`. */
  keyUri(secret: string, account: string): string;
}

/** Port: seals secrets before they are stored (AES-256-GCM in production), and opens them. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this box's key, or was altered. */
  open(sealed: string): string;
}

/**
 * Port: one-way hashing of recovery codes. Deterministic, so a code is found by its hash: the codes are
 * random with ~50 bits each, far beyond what a throttled guesser can try, so no slow hash is needed.
 */
export interface RecoveryCodeHasher {
  hash(normalizedCode: string): string;
}

/** Port: draws text (an otpauth URI) as a QR code image, answered as a `data:image/png;base64,` URL. */
export interface QrCodeRenderer {
  dataUrl(text: string): Promise<string>;
}
