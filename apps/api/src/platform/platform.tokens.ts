import { portToken, type Clock, type JobQueue, type Mailer } from '@atrium/kernel';
import type { SmsSender } from '@atrium/modules';
import type { TableStatistics } from '@atrium/persistence';

/** The ports every context may use, provided once for the whole application. */
export const MAILER = portToken<Mailer>('Mailer');
export const JOB_QUEUE = portToken<JobQueue>('JobQueue');
export const SYSTEM_CLOCK = portToken<Clock>('Clock');
export const SMS_SENDER = portToken<SmsSender>('SmsSender');
/** TableStatistics over the open database (FreshStatistics). */
export const TABLE_STATISTICS = portToken<TableStatistics>('TableStatistics');
