import { listContract, portToken, projectOf, type ListQuery, type Page, type ProjectScope, type TenantScope } from '@atrium/kernel';

/** Where a kept mail stands: waiting for its first send, sent, failed and tried again, or given up on. */
export const SENT_MAIL_STATES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type SentMailState = (typeof SENT_MAIL_STATES)[number];

/** A user's mail to a lead or customer, as their mail section lists it. */
export interface SentMail {
  id: number;
  to: string;
  subject: string;
  /** The user who sent it; null once that user is deleted. */
  sentBy: number | null;
  sentByName: string | null;
  createdAt: Date;
  /** When the mail server took it; null until then. */
  sentAt: Date | null;
  state: SentMailState;
}

/** The mail of one address, newest first. */
export const SENT_MAIL_LIST = listContract({ sortable: ['id'], search: ['subject'], defaultSort: 'id' });

/** Port: the mail users sent from a project (kept by the outbox). */
export interface SentMailLog {
  /** The project's mail to `email` (any case). */
  sentTo(project: ProjectScope, email: string, query: ListQuery): Promise<Page<SentMail>>;
}
export const SENT_MAIL_LOG = portToken<SentMailLog>('SentMailLog');

/**
 * The mail section of a lead or customer: the mail sent to their address from the current project (a
 * converted lead's customer shares the address, so it also shows what the lead was sent).
 */
export class ListSentMail {
  constructor(private readonly log: SentMailLog) {}

  execute(email: string, query: ListQuery, scope: TenantScope): Promise<Page<SentMail>> {
    return this.log.sentTo(projectOf(scope), email.trim(), query);
  }
}
