import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '@atrium/kernel';

export interface SmtpMailerOptions {
  /**
   * SMTP_URL, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…:465`. Transport options go in the
   * query string (nodemailer's URL form), e.g. `?ignoreTLS=true` for a local relay without TLS.
   */
  smtpUrl: string;
  /** MAIL_FROM: the sender of every message. */
  mailFrom: string;
}

/** Sends through an SMTP server with nodemailer: the driver when SMTP_URL is set. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  /** One after the other: an SMTP server takes one message per transaction anyway. */
  async sendMany(messages: readonly MailMessage[]): Promise<void> {
    for (const message of messages) await this.send(message);
  }

  /** Closes pooled connections (only a `?pool=true` URL keeps any open between messages). */
  close(): void {
    this.transport.close();
  }
}
