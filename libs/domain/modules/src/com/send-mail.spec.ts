import { describe, expect, it } from '@jest/globals';
import type { Mailer, MailMessage } from '@atrium/kernel';
import { InvalidInput, TEXT_LIMITS } from '@atrium/kernel';
import { SendMail } from './send-mail.use-case.js';

class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    this.sent.push(...messages);
  }
}

describe('SendMail', () => {
  it('hands the trimmed mail to the mailer', async () => {
    const mailer = new RecordingMailer();
    await new SendMail(mailer).execute({ email: ' ada@example.com ', subject: ' Hello ', message: 'See you soon.\n' });
    expect(mailer.sent).toEqual([{ to: 'ada@example.com', subject: 'Hello', text: 'See you soon.' }]);
  });

  it('refuses a missing subject, a message beyond the long limit and a malformed address, sending nothing', async () => {
    const mailer = new RecordingMailer();
    const send = new SendMail(mailer);
    const tooLong = 'x'.repeat(TEXT_LIMITS.long + 1);
    await expect(send.execute({ email: 'ada@example.com', subject: ' ', message: tooLong })).rejects.toMatchObject({
      errors: [
        { field: 'subject', message: 'is required' },
        { field: 'message', message: `must be at most ${TEXT_LIMITS.long} characters` },
      ],
    });
    await expect(send.execute({ email: 'not-an-address', subject: 'Hi', message: 'Hi' })).rejects.toBeInstanceOf(InvalidInput);
    expect(mailer.sent).toEqual([]);
  });
});
