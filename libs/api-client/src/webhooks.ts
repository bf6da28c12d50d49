import type { components } from './schema.js';

type ProjectEvent = components['schemas']['ProjectWebhookEvent'];
type AccountEvent = components['schemas']['AccountWebhookEvent'];

/**
 * The events a webhook endpoint may subscribe to, as values (the document has them only as types): a
 * project's (users) and an account's (clients). The console's and the CLI's choices, checked against the
 * document both ways when they build.
 */
export const PROJECT_WEBHOOK_EVENTS = [
  'submission.created',
  'lead.created',
  'lead.scored',
  'lead.converted',
  'customer.created',
  'customer.updated',
  'event.created',
  'asset.uploaded',
] as const satisfies readonly ProjectEvent[];
export const ACCOUNT_WEBHOOK_EVENTS = [
  'invoice.issued',
  'invoice.paid',
  'subscription.activated',
  'subscription.deactivated',
] as const satisfies readonly AccountEvent[];

// Every value of the document's enums is listed (a new event fails the build until it is added here).
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
export const webhookEventsComplete: [
  Missing<ProjectEvent, (typeof PROJECT_WEBHOOK_EVENTS)[number]>,
  Missing<AccountEvent, (typeof ACCOUNT_WEBHOOK_EVENTS)[number]>,
] = [true, true];
