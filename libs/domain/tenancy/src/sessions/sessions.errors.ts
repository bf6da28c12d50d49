import { InvalidInput, RateLimited, Unauthenticated } from '@atrium/kernel';

/** Same message whichever part was wrong, so the answer never tells whether an e-mail exists. */
export class InvalidCredentials extends Unauthenticated {
  constructor() {
    super('tenancy.invalid_credentials', 'Invalid email or password');
  }
}

export class TooManyAttempts extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super('tenancy.too_many_attempts', 'Too many failed sign-in attempts, please try again later', retryAfterSeconds);
  }
}

export class SessionInvalid extends Unauthenticated {
  constructor() {
    super('tenancy.session_invalid', 'Your session has expired, please sign in again');
  }
}

export class WrongOldPassword extends InvalidInput {
  constructor() {
    super(
      'The old password is incorrect',
      [{ field: 'oldPassword', message: 'The old password is incorrect' }],
      'tenancy.wrong_old_password',
    );
  }
}
