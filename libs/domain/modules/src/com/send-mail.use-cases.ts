import { EMAIL_ADDRESS, checkText, InvalidInput, projectOf, type Mailer, type TenantScope } from '@atrium/kernel';

export interface SendMailInput {
  email: string;
  subject: string;
  message: string;
}

const TEXT = { email: 'short', subject: 'short', message: 'long' } as const;

/**
 * A user's mail to a lead or customer (spec 2 "Send mail"). The Mailer queues it, so the request never
 * waits for the mail server; it keeps the project and the sender, so the recipient's mail section lists it.
 */
export class SendMail {
  constructor(private readonly mailer: Mailer) {}

  async execute(input: SendMailInput, sender: { userId: number }, scope: TenantScope): Promise<void> {
    const fields = checkText(input, TEXT, { requireAll: true }) as SendMailInput;
    if (!EMAIL_ADDRESS.test(fields.email))
      throw new InvalidInput('email is not an e-mail address', [{ field: 'email', message: 'is not an e-mail address' }]);
    const trace = { projectId: projectOf(scope).projectId, sentBy: sender.userId };
    await this.mailer.send({ to: fields.email, subject: fields.subject, text: fields.message, trace });
  }
}
