import { Conflict, InvalidInput, Unauthenticated } from '@atrium/kernel';

/** The second step of sign-in: a wrong, expired or already used code (401, as a wrong password). */
export class InvalidTwoFactorCode extends Unauthenticated {
  constructor() {
    super('tenancy.invalid_two_factor_code', 'Invalid authentication code');
  }
}

export class TwoFactorChallengeExpired extends Unauthenticated {
  constructor() {
    super('tenancy.two_factor_challenge_expired', 'This sign-in has expired, please sign in again');
  }
}

/** A wrong code where the person is already signed in (setup, turning it off): 400 beside the field. */
export class WrongTwoFactorCode extends InvalidInput {
  constructor() {
    const message = 'The code is incorrect or was already used';
    super(message, [{ field: 'code', message }], 'tenancy.wrong_two_factor_code');
  }
}

export class WrongPassword extends InvalidInput {
  constructor() {
    super('The password is incorrect', [{ field: 'password', message: 'The password is incorrect' }], 'tenancy.wrong_password');
  }
}

export class TwoFactorAlreadyEnabled extends Conflict {
  constructor() {
    super('tenancy.two_factor_already_enabled', 'Two-factor sign-in is already on; turn it off first to change the authenticator');
  }
}

export class TwoFactorNotEnabled extends Conflict {
  constructor() {
    super('tenancy.two_factor_not_enabled', 'Two-factor sign-in is not on');
  }
}

export class TwoFactorSetupNotStarted extends Conflict {
  constructor() {
    super('tenancy.two_factor_setup_not_started', 'No authenticator is being set up: start the setup again');
  }
}

export class TwoFactorRequired extends Conflict {
  constructor() {
    super('tenancy.two_factor_required', 'Two-factor sign-in is required for admins and clients on this platform');
  }
}
