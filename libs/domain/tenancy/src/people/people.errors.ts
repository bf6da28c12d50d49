import { Conflict } from '@atrium/kernel';

/** A conflict (409) that also names the field, so forms show it beside the e-mail input. */
export class EmailTaken extends Conflict {
  constructor() {
    super('tenancy.email_taken', 'This e-mail is already in use', [{ field: 'email', message: 'This e-mail is already in use' }]);
  }
}
