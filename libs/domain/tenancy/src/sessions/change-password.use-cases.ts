import type { Clock } from '@atrium/kernel';
import { checkNewPassword } from '../people/password-policy.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import type { PersonRepository } from '../people/person.repository.js';
import type { SessionClaims } from './session.js';
import type { SessionRepository } from './session.repository.js';
import { SessionInvalid, WrongOldPassword } from './sessions.errors.js';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the signed-in person's password and signs them out everywhere else. */
export class ChangePassword {
  constructor(
    private readonly people: PersonRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(claims: SessionClaims, input: ChangePasswordInput): Promise<void> {
    checkNewPassword(input.newPassword, input.confirmPassword);
    const person = await this.people.findById(claims.userId);
    if (!person) throw new SessionInvalid();
    if (!(await this.hasher.verify(person.passwordHash, input.oldPassword))) throw new WrongOldPassword();
    await this.people.updatePasswordHash(person.id, await this.hasher.hash(input.newPassword));
    await this.sessions.revokeOthers(person.id, claims.sid, this.clock.now());
  }
}
