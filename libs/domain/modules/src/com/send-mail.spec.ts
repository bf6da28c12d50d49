import { describe, expect, it } from '@jest/globals';
import type { ListQuery, Mailer, MailMessage, TenantScope } from '@atrium/kernel';
import { InvalidInput, TEXT_LIMITS } from '@atrium/kernel';
import { SendMail } from './send-mail.use-cases.js';
import { ListSentMail, type SentMailLog } from './sent-mail.js';

class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    this.sent.push(...messages);
  }
}

const inProject: TenantScope = { kind: 'users', userId: 4, subscriptionId: 1, projectId: 10 };
const sender = { userId: 4 };

describe('SendMail', () => {
  it('hands the trimmed mail to the mailer, with the project and the sender', async () => {
    const mailer = new RecordingMailer();
    await new SendMail(mailer).execute({ email: ' ada@example.com ', subject: ' Hello ', message: 'See you soon.\n' }, sender, inProject);
    expect(mailer.sent).toEqual([{ to: 'ada@example.com', subject: 'Hello', text: 'See you soon.', trace: { projectId: 10, sentBy: 4 } }]);
  });

  it('refuses a missing subject, a message beyond the long limit and a malformed address, sending nothing', async () => {
    const mailer = new RecordingMailer();
    const send = new SendMail(mailer);
    const tooLong = 'x'.repeat(TEXT_LIMITS.long + 1);
    await expect(send.execute({ email: 'ada@example.com', subject: ' ', message: tooLong }, sender, inProject)).rejects.toMatchObject({
      errors: [
        { field: 'subject', message: 'is required' },
        { field: 'message', message: `must be at most ${TEXT_LIMITS.long} characters` },
      ],
    });
    await expect(send.execute({ email: 'not-an-address', subject: 'Hi', message: 'Hi' }, sender, inProject)).rejects.toBeInstanceOf(
      InvalidInput,
    );
    await expect(
      send.execute({ email: 'ada@example.com', subject: 'Hi', message: 'Hi' }, sender, { kind: 'users', userId: 4, subscriptionId: 1 }),
    ).rejects.toBeInstanceOf(InvalidInput);
    expect(mailer.sent).toEqual([]);
  });
});

describe('ListSentMail', () => {
  it("asks the log for the current project's mail to the trimmed address", async () => {
    const asked: unknown[] = [];
    const log: SentMailLog = { sentTo: async (project, ...rest) => (asked.push([project.projectId, ...rest]), { rows: [], total: 0 }) };
    const query: ListQuery = { page: 1, perPage: 15, sort: 'id', order: 'desc' };
    await new ListSentMail(log).execute(' ada@example.com ', query, inProject);
    expect(asked).toEqual([[10, 'ada@example.com', query]]);
  });
});
