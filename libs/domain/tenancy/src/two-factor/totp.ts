import type { OneTimeCodes } from './two-factor.ports.js';

/** RFC 6238's defaults, which every authenticator app uses: 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
/** A code of the step just before or just after is accepted too: one step of clock drift either way. */
export const TOTP_DRIFT_STEPS = 1;

export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** Six digits, as typed: spaces (some apps show `123 456`) are ignored. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step whose code `code` is, within the drift window and later than `lastUsedStep`, or null.
 * A step at or before the last used one is never accepted, so a code works once, and an older code
 * never works after a newer one did.
 */
export function matchingStep(codes: OneTimeCodes, secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const current = timeStepAt(now);
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (sameText(codes.codeAt(secret, step), code)) return step;
  }
  return null;
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
