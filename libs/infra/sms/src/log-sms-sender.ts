import type { SmsSender } from '@atrium/modules';

/** Where the log driver writes; `console` and a NestJS `Logger` both fit. */
export interface SmsLogger {
  log(message: string): void;
}

/** The default when SMS_URL is absent: each message is one log line, nothing leaves the server. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly logger: SmsLogger = console) {}

  async send(to: string, text: string): Promise<void> {
    this.logger.log(`sms to ${to}: ${text.replace(/\s+/g, ' ')}`);
  }
}
