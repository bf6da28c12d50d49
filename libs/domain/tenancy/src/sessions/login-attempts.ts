/** Port: failed sign-ins, counted per e-mail and per network address for rate limiting. */
export interface LoginAttemptRepository {
  recordFailure(attempt: { email: string; address: string; at: Date }): Promise<void>;
  countFailuresByEmail(email: string, since: Date): Promise<number>;
  countFailuresByAddress(address: string, since: Date): Promise<number>;
  clearForEmail(email: string): Promise<void>;
}

export interface LoginRateLimit {
  windowSeconds: number;
  maxFailuresPerEmail: number;
  maxFailuresPerAddress: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  windowSeconds: 15 * 60,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
};
