import type { Clock, JobQueue, Mailer } from '@atrium/kernel';
import type { SmsSender } from '@atrium/modules';
import { token } from '../wiring.js';

/** The ports every context may use, provided once for the whole application. */
export const MAILER = token<Mailer>('Mailer');
export const JOB_QUEUE = token<JobQueue>('JobQueue');
export const SYSTEM_CLOCK = token<Clock>('Clock');
export const SMS_SENDER = token<SmsSender>('SmsSender');
