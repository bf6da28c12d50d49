/** A person's authenticator: pending until its first code confirms it. */
export interface TwoFactorFactor {
  sealedSecret: string;
  enabled: boolean;
  /** The last time step whose code was accepted: that code and every earlier one are refused. */
  lastUsedStep: number | null;
}

/** What a challenge lets its holder do: finish signing in with a code, or set up a factor first. */
export type ChallengePurpose = 'code' | 'setup';

export interface OpenChallenge {
  personId: number;
  purpose: ChallengePurpose;
}

/** Port: authenticators, recovery codes and sign-in challenges, kept where every API process sees them. */
export interface TwoFactorStore {
  factorOf(personId: number): Promise<TwoFactorFactor | null>;
  /** Keeps a new secret, not enabled yet, replacing a pending one; an enabled factor is never replaced. */
  savePending(personId: number, sealedSecret: string): Promise<void>;
  /**
   * Enables the pending factor with `step` as its last used step and replaces the recovery codes, in one
   * transaction; false when there is no pending factor (none, or already enabled).
   */
  enable(personId: number, step: number, recoveryCodeHashes: string[]): Promise<boolean>;
  /** Records `step` as used when it is later than the last used one, atomically; false otherwise (a replay). */
  useStep(personId: number, step: number): Promise<boolean>;
  /** Marks an unused recovery code used, atomically; false when no unused code has that hash. */
  useRecoveryCode(personId: number, hash: string, now: Date): Promise<boolean>;
  recoveryCodesLeft(personId: number): Promise<number>;
  /** Removes the factor and its recovery codes (nothing to do when there is none). */
  remove(personId: number): Promise<void>;
  /** Records a challenge (and forgets the expired ones). */
  createChallenge(challenge: { id: string; personId: number; purpose: ChallengePurpose; expiresAt: Date }, now: Date): Promise<void>;
  /** The challenge when it is still open at `now` (neither closed nor expired). */
  openChallenge(id: string, now: Date): Promise<OpenChallenge | null>;
  /** Closes an open challenge, atomically; false when it was closed already. */
  closeChallenge(id: string, now: Date): Promise<boolean>;
}

/** Port: settings that apply to the whole platform, changed by admins. */
export interface PlatformSettings {
  twoFactorRequired(): Promise<boolean>;
  setTwoFactorRequired(required: boolean): Promise<void>;
}
