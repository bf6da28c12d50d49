import type { Clock } from '@atrium/kernel';
import type { Person } from '../people/person.js';
import { newRecoveryCodes, recoveryCodeOf } from './recovery-codes.js';
import { matchingStep, totpCodeOf } from './totp.js';
import { TwoFactorAlreadyEnabled, TwoFactorSetupNotStarted } from './two-factor.errors.js';
import type { OneTimeCodes, RecoveryCodeHasher, SecretBox } from './two-factor.ports.js';
import type { TwoFactorStore } from './two-factor.store.js';

export interface NewAuthenticator {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
}

/** A person's second factor: its secret sealed at rest, its codes checked once each. */
export class SecondFactor {
  constructor(
    private readonly store: TwoFactorStore,
    private readonly codes: OneTimeCodes,
    private readonly box: SecretBox,
    private readonly hasher: RecoveryCodeHasher,
    private readonly clock: Clock,
  ) {}

  async isEnabled(personId: number): Promise<boolean> {
    return (await this.store.factorOf(personId))?.enabled === true;
  }

  /** A new secret, pending until `confirm` (a setup started again replaces it). */
  async start(person: Person): Promise<NewAuthenticator> {
    if (await this.isEnabled(person.id)) throw new TwoFactorAlreadyEnabled();
    const secret = this.codes.newSecret();
    await this.store.savePending(person.id, this.box.seal(secret));
    return { secret, otpauthUri: this.codes.keyUri(secret, person.email) };
  }

  /**
   * Enables the pending factor when `input` is its current code; answers the ten recovery codes (shown
   * once: only their hashes are kept), or null for a wrong code.
   */
  async confirm(personId: number, input: string): Promise<string[] | null> {
    const factor = await this.store.factorOf(personId);
    if (!factor || factor.enabled) throw new TwoFactorSetupNotStarted();
    const code = totpCodeOf(input);
    const step = code === null ? null : matchingStep(this.codes, this.box.open(factor.sealedSecret), code, this.clock.now(), null);
    if (step === null) return null;
    const recoveryCodes = newRecoveryCodes();
    // The confirming code's step counts as used: it cannot sign in right after.
    const enabled = await this.store.enable(
      personId,
      step,
      recoveryCodes.map((c) => this.hasher.hash(recoveryCodeOf(c)!)),
    );
    if (!enabled) throw new TwoFactorSetupNotStarted();
    return recoveryCodes;
  }

  /**
   * Whether `input` is right for the enabled factor, using it up: a code of the authenticator (within
   * one step of drift, never one of a step already used) or an unused recovery code.
   */
  async use(personId: number, input: string): Promise<boolean> {
    const factor = await this.store.factorOf(personId);
    if (!factor?.enabled) return false;
    const now = this.clock.now();
    const code = totpCodeOf(input);
    if (code !== null) {
      const step = matchingStep(this.codes, this.box.open(factor.sealedSecret), code, now, factor.lastUsedStep);
      // useStep is atomic: of two requests with the same code, one wins.
      return step !== null && this.store.useStep(personId, step);
    }
    const recovery = recoveryCodeOf(input);
    return recovery !== null && this.store.useRecoveryCode(personId, this.hasher.hash(recovery), now);
  }
}
