import { DomainError } from '@atrium/kernel';

/** Same message whichever part was wrong, so the answer never tells whether an e-mail exists. */
export class InvalidCredentials extends DomainError {
  constructor() {
    super('tenancy.invalid_credentials', 'Invalid email or password');
  }
}

export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('tenancy.too_many_attempts', 'Too many failed sign-in attempts, please try again later');
  }
}

export class SessionInvalid extends DomainError {
  constructor() {
    super('tenancy.session_invalid', 'Your session has expired, please sign in again');
  }
}

export class WrongOldPassword extends DomainError {
  constructor() {
    super('tenancy.wrong_old_password', 'The old password is incorrect', [
      { field: 'oldPassword', message: 'The old password is incorrect' },
    ]);
  }
}
