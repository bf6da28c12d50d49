import { Secret, TOTP } from 'otpauth';

/** Waits out the last two seconds of a 30-second step, so a code computed now is still current when checked. */
export async function awayFromStepEdge(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 28) await new Promise((resolve) => setTimeout(resolve, (30 - intoStep + 0.2) * 1000));
}

/**
 * What an authenticator app shows for `secret` (base32) now, or `offset` steps away (the server accepts
 * one step of drift either way), computed with the library the server uses.
 */
export async function totpCode(secret: string, offset = 0): Promise<string> {
  await awayFromStepEdge();
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * 30_000 });
}
