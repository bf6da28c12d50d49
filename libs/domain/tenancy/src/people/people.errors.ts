import { Conflict } from '@atrium/kernel';

export class EmailTaken extends Conflict {
  constructor() {
    super('tenancy.email_taken', 'This e-mail is already in use');
  }
}
