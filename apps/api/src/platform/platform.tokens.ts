/** The ports every context may use, provided once for the whole application. */
export const MAILER = Symbol('Mailer');
export const JOB_QUEUE = Symbol('JobQueue');
export const SYSTEM_CLOCK = Symbol('Clock');
export const SMS_SENDER = Symbol('SmsSender');
/** TableStatistics over the open database (FreshStatistics). */
export const TABLE_STATISTICS = Symbol('TableStatistics');
