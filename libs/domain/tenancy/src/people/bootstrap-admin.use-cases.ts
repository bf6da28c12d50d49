import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from './password-hasher.js';
import type { PersonRepository } from './person.repository.js';
import { normalizeEmail } from './person.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@atrium.local';

export interface BootstrapAdminResult {
  created: boolean;
  email?: string;
  /** Present only when the password was generated: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/** Creates the first admin when none exists, so a fresh install can be signed into. */
export class BootstrapAdmin {
  constructor(
    private readonly people: PersonRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { email?: string; password?: string }): Promise<BootstrapAdminResult> {
    if ((await this.people.countOfKind('admins')) > 0) return { created: false };
    const email = normalizeEmail(input.email || DEFAULT_ADMIN_EMAIL);
    const generatedPassword = input.password ? undefined : randomBytes(12).toString('base64url');
    const password = input.password || generatedPassword!;
    await this.people.create({
      kind: 'admins',
      email,
      firstname: 'Admin',
      lastname: 'Atrium',
      passwordHash: await this.hasher.hash(password),
    });
    return { created: true, email, generatedPassword };
  }
}
