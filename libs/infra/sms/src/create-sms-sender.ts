import type { SmsSender } from '@atrium/modules';
import { HttpSmsSender } from './http-sms-sender.js';
import { LogSmsSender, type SmsLogger } from './log-sms-sender.js';

export interface SmsConfig {
  /** SMS_URL and SMS_API_KEY; absent, messages are logged. */
  sms?: { url: string; apiKey?: string };
  logger?: SmsLogger;
}

/** Chooses the SmsSender driver from the configuration. */
export function createSmsSender(config: SmsConfig): SmsSender {
  return config.sms ? new HttpSmsSender(config.sms) : new LogSmsSender(config.logger);
}
