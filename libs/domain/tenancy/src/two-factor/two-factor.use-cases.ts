import { NotFound } from '@atrium/kernel';
import type { PasswordHasher } from '../people/password-hasher.js';
import type { Person } from '../people/person.js';
import type { PersonRepository } from '../people/person.repository.js';
import type { AttemptGate } from '../sessions/attempt-gate.js';
import type { LoginResult, SessionOpener } from '../sessions/open-session.js';
import type { SessionClaims } from '../sessions/session.js';
import { SessionInvalid } from '../sessions/sessions.errors.js';
import { twoFactorRequiredOf, type Enrollee, type TwoFactorChallenges } from './challenges.js';
import type { SecondFactor } from './second-factor.js';
import { InvalidTwoFactorCode, TwoFactorNotEnabled, TwoFactorRequired, WrongPassword, WrongTwoFactorCode } from './two-factor.errors.js';
import type { QrCodeRenderer } from './two-factor.ports.js';
import type { PlatformSettings, TwoFactorStore } from './two-factor.store.js';

async function personWith(people: PersonRepository, id: number): Promise<Person> {
  const person = await people.findById(id);
  if (!person) throw new SessionInvalid();
  return person;
}

/** The second step of sign-in: the challenge and a code (authenticator or recovery) open the session. */
export class CompleteTwoFactorSignIn {
  constructor(
    private readonly people: PersonRepository,
    private readonly challenges: TwoFactorChallenges,
    private readonly factor: SecondFactor,
    private readonly gate: AttemptGate,
    private readonly opener: SessionOpener,
  ) {}

  async execute(input: { challenge: string; code: string; address: string }): Promise<LoginResult> {
    const person = await personWith(this.people, await this.challenges.personOf(input.challenge, 'code'));
    await this.gate.attempt(person.email, input.address, async () =>
      (await this.factor.use(person.id, input.code)) ? null : new InvalidTwoFactorCode(),
    );
    await this.challenges.close(input.challenge);
    return this.opener.open(person);
  }
}

export interface AuthenticatorSetup {
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code image (`data:image/png;base64,...`). */
  qrCode: string;
}

/** Starts setting up an authenticator (signed in, or during a sign-in that requires it). */
export class StartTwoFactorSetup {
  constructor(
    private readonly people: PersonRepository,
    private readonly challenges: TwoFactorChallenges,
    private readonly factor: SecondFactor,
    private readonly qr: QrCodeRenderer,
  ) {}

  async execute(who: Enrollee): Promise<AuthenticatorSetup> {
    const person = await personWith(this.people, await this.challenges.personOfEnrollee(who));
    const started = await this.factor.start(person);
    return { ...started, qrCode: await this.qr.dataUrl(started.otpauthUri) };
  }
}

export interface ConfirmedSetup {
  recoveryCodes: string[];
  /** During a sign-in that required the setup: the session it opens. */
  session?: LoginResult;
}

/** Turns the pending authenticator on with its first code; answers the recovery codes, once. */
export class ConfirmTwoFactorSetup {
  constructor(
    private readonly people: PersonRepository,
    private readonly challenges: TwoFactorChallenges,
    private readonly factor: SecondFactor,
    private readonly gate: AttemptGate,
    private readonly opener: SessionOpener,
  ) {}

  async execute(who: Enrollee, input: { code: string; address: string }): Promise<ConfirmedSetup> {
    const person = await personWith(this.people, await this.challenges.personOfEnrollee(who));
    const confirmed: { codes: string[] | null } = { codes: null };
    await this.gate.attempt(person.email, input.address, async () => {
      confirmed.codes = await this.factor.confirm(person.id, input.code);
      return confirmed.codes ? null : new WrongTwoFactorCode();
    });
    const recoveryCodes = confirmed.codes!;
    if ('session' in who) return { recoveryCodes };
    await this.challenges.close(who.challenge);
    return { recoveryCodes, session: await this.opener.open(person) };
  }
}

/** Turns one's own second factor off: the password and a current code (or a recovery code) are both needed. */
export class DisableTwoFactor {
  constructor(
    private readonly people: PersonRepository,
    private readonly store: TwoFactorStore,
    private readonly settings: PlatformSettings,
    private readonly factor: SecondFactor,
    private readonly hasher: PasswordHasher,
    private readonly gate: AttemptGate,
  ) {}

  async execute(claims: SessionClaims, input: { password: string; code: string; address: string }): Promise<void> {
    const person = await personWith(this.people, claims.userId);
    if (!(await this.factor.isEnabled(person.id))) throw new TwoFactorNotEnabled();
    if (await twoFactorRequiredOf(person, this.settings)) throw new TwoFactorRequired();
    await this.gate.attempt(person.email, input.address, async () => {
      if (!(await this.hasher.verify(person.passwordHash, input.password))) return new WrongPassword();
      return (await this.factor.use(person.id, input.code)) ? null : new WrongTwoFactorCode();
    });
    await this.store.remove(person.id);
  }
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Whether the platform requires it of this person. */
  required: boolean;
  recoveryCodesLeft: number;
}

export class GetTwoFactorStatus {
  constructor(
    private readonly people: PersonRepository,
    private readonly store: TwoFactorStore,
    private readonly settings: PlatformSettings,
  ) {}

  async execute(claims: SessionClaims): Promise<TwoFactorStatus> {
    const person = await personWith(this.people, claims.userId);
    const factor = await this.store.factorOf(person.id);
    const enabled = factor?.enabled === true;
    return {
      enabled,
      required: await twoFactorRequiredOf(person, this.settings),
      recoveryCodesLeft: enabled ? await this.store.recoveryCodesLeft(person.id) : 0,
    };
  }
}

/** An admin removes a client's second factor (a lost phone): the client signs in with the password again. */
export class ResetClientTwoFactor {
  constructor(
    private readonly people: PersonRepository,
    private readonly store: TwoFactorStore,
  ) {}

  async execute(clientId: number): Promise<void> {
    const client = await this.people.findById(clientId);
    if (client?.kind !== 'clients') throw new NotFound('Client');
    await this.store.remove(client.id);
  }
}

/** The platform's rule: whether admins and clients must sign in with a second factor. */
export class GetTwoFactorPolicy {
  constructor(private readonly settings: PlatformSettings) {}

  async execute(): Promise<{ required: boolean }> {
    return { required: await this.settings.twoFactorRequired() };
  }
}

export class SetTwoFactorPolicy {
  constructor(private readonly settings: PlatformSettings) {}

  execute(input: { required: boolean }): Promise<void> {
    return this.settings.setTwoFactorRequired(input.required);
  }
}
