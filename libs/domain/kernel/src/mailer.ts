/** An e-mail as the domain writes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Where a job may send the same message again (a retry, a run after a crash): a key naming it, e.g.
   * `form-notify:<submission>:<recipient>`. A message whose key was already kept is not kept again.
   */
  key?: string;
  /** A user's mail to a lead or customer: kept with the mail, so that their mail section lists it. */
  trace?: MailTrace;
}

/** Sends of one mail before it is given up on (the outbox relay's default). */
export const MAIL_SEND_ATTEMPTS = 5;

/** Where a user's mail came from: the project it was sent in and the user who sent it. */
export interface MailTrace {
  projectId: number;
  sentBy: number;
}

/** Port: sends mail (SMTP when configured, otherwise an outbox table that is logged). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Several at once: one write where the driver keeps mail (a job that tells many recipients). */
  sendMany(messages: readonly MailMessage[]): Promise<void>;
}
