import type { Mailer, MailMessage } from '@atrium/kernel';

export class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    this.sent.push(...messages);
  }
}
