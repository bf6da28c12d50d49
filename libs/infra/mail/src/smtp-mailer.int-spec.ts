import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { createMailer } from './create-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

interface Received {
  envelope: SMTPServerEnvelope;
  raw: string;
}

describe('SmtpMailer', () => {
  let server: SMTPServer;
  let smtpUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    // A real SMTP peer on a free loopback port: no TLS, no authentication required.
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ envelope: session.envelope, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends from MAIL_FROM to the recipient with the subject and both bodies', async () => {
    const mailer = createMailer({ smtpUrl, mailFrom: 'Atrium <no-reply@atrium.test>', db: { query: async () => [] } });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Welcome to Atrium',
      text: 'Hello Ada, your account is ready.',
      html: '<p>Hello Ada</p>',
    });

    expect(received).toHaveLength(1);
    const [{ envelope, raw }] = received;
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('no-reply@atrium.test');
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(['ada@example.com']);
    expect(raw).toMatch(/^Subject: Welcome to Atrium\r?$/m);
    expect(raw).toMatch(/^From: Atrium <no-reply@atrium\.test>\r?$/m);
    expect(raw).toContain('Hello Ada, your account is ready.');
    expect(raw).toContain('<p>Hello Ada</p>');
  });

  it('fails the send when the server refuses the message', async () => {
    const refusing = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    try {
      const mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'no-reply@atrium.test' });
      await expect(mailer.send({ to: 'nobody@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/mailbox unavailable/);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
