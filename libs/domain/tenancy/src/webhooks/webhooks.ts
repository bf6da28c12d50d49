import { randomBytes } from 'node:crypto';
import {
  listContract,
  NotFound,
  portToken,
  refuseInvalid,
  TEXT_LIMITS,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/**
 * The events an endpoint may subscribe to, said once: a project's (its users' endpoints) and an account's
 * (a client's, for billing). The API documents them as enums and the console and CLI offer them from there.
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
] as const;
export const ACCOUNT_WEBHOOK_EVENTS = ['invoice.issued', 'invoice.paid', 'subscription.activated', 'subscription.deactivated'] as const;
export type ProjectWebhookEvent = (typeof PROJECT_WEBHOOK_EVENTS)[number];
export type AccountWebhookEvent = (typeof ACCOUNT_WEBHOOK_EVENTS)[number];
export type WebhookEvent = ProjectWebhookEvent | AccountWebhookEvent;
/** What "Send test event" delivers, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The outbox job that tells a process that endpoints have deliveries due (`{ endpointIds }`). */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

/**
 * Seconds to wait before each retry of a failed delivery (Standard Webhooks' usual schedule: 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, about 28 hours in all). A delivery still failing after the last one is
 * given up on, and its endpoint disabled, its owner told by mail.
 */
export const WEBHOOK_RETRY_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];

/**
 * How long the delivery log keeps a message once it is settled: delivered ones 30 days, given-up ones 90
 * (long enough to redeliver after an outage is found). Pending ones are never forgotten.
 */
export const WEBHOOK_LOG_KEEP_DAYS = { delivered: 30, failed: 90 } as const;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookEndpoint {
  id: number;
  /** The project of a user's endpoint, or undefined for a client's. */
  projectId?: number;
  /** The client of an account's endpoint. */
  accountId?: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** Why it was disabled, when the server disabled it. */
  disabledReason?: string;
  createdAt: Date;
}

export interface WebhookDelivery {
  id: number;
  endpointId: number;
  /** The `webhook-id` header: kept by retries and redeliveries. */
  messageId: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: Date;
  lastAttemptAt?: Date;
  nextAttemptAt?: Date;
  responseStatus?: number;
  responseMs?: number;
  /** The first bytes (at most 1 kB) of the last answer. */
  responseBody?: string;
  lastError?: string;
  redeliveryOf?: number;
  payload: unknown;
}

/** Whose endpoints: a project's (users) or an account's (clients). */
export type WebhookOwner = { kind: 'project'; scope: ProjectScope } | { kind: 'account'; clientId: number };

export interface WebhookEndpointInput {
  url: string;
  description: string;
  events: string[];
}

export const WEBHOOK_ENDPOINT_LIST = listContract({
  sortable: ['id', 'url', 'createdAt'],
  search: ['url', 'description'],
  defaultSort: 'id',
});
export const WEBHOOK_DELIVERY_LIST = listContract({ sortable: ['id'], search: ['event'], date: 'createdAt', defaultSort: 'id' });

export class WebhookEndpointNotFound extends NotFound {
  constructor() {
    super('Webhook endpoint', 'webhooks.endpoint_not_found');
  }
}
export class WebhookDeliveryNotFound extends NotFound {
  constructor() {
    super('Webhook delivery', 'webhooks.delivery_not_found');
  }
}

/** Port: endpoints and their deliveries, each call within the caller's scope (another tenant's is not found). */
export interface WebhookRepository {
  list(owner: WebhookOwner, query: ListQuery): Promise<Page<WebhookEndpoint>>;
  get(id: number, scope: TenantScope): Promise<WebhookEndpoint | null>;
  create(owner: WebhookOwner, input: WebhookEndpointInput & { secretSealed: string; createdBy: number }): Promise<WebhookEndpoint>;
  /** Changes what is given; enabling again clears the reason it was disabled and wakes its queue. */
  update(id: number, change: Partial<WebhookEndpointInput> & { enabled?: boolean }, scope: TenantScope): Promise<boolean>;
  delete(id: number, scope: TenantScope): Promise<boolean>;
  deliveries(endpointId: number, query: ListQuery, scope: TenantScope): Promise<Page<WebhookDelivery>>;
  delivery(id: number, scope: TenantScope): Promise<WebhookDelivery | null>;
  /** Queues the delivery's message again (same `webhook-id` and body) at the end of its endpoint's queue. */
  redeliver(id: number, scope: TenantScope): Promise<WebhookDelivery | null>;
  /** Queues a `webhook.test` message to the endpoint. */
  sendTest(endpointId: number, scope: TenantScope): Promise<WebhookDelivery | null>;
}
export const WEBHOOK_REPOSITORY = portToken<WebhookRepository>('WebhookRepository');

/** Port: whether a URL may be an endpoint's (its scheme and, for an address, its range); a message when not. */
export interface WebhookUrlPolicy {
  refusal(url: string): string | undefined;
}
export const WEBHOOK_URL_POLICY = portToken<WebhookUrlPolicy>('WebhookUrlPolicy');

/** Port: seals the signing secret for storage and opens it to sign. */
export interface WebhookSecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}
export const WEBHOOK_SECRET_BOX = portToken<WebhookSecretBox>('WebhookSecretBox');

/** A signing secret in Standard Webhooks' format: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function checkWebhookInput(
  input: Partial<WebhookEndpointInput>,
  allowed: readonly string[],
  policy: WebhookUrlPolicy,
  requireAll: boolean,
): void {
  const errors: FieldError[] = [];
  if (input.url !== undefined || requireAll) {
    const url = input.url ?? '';
    const refusal = url.length > 2000 ? 'must be at most 2000 characters' : policy.refusal(url);
    if (refusal) errors.push({ field: 'url', message: refusal });
  }
  if ((input.description ?? '').length > TEXT_LIMITS.long)
    errors.push({ field: 'description', message: `must be at most ${TEXT_LIMITS.long} characters` });
  if (input.events !== undefined || requireAll) {
    const events = input.events ?? [];
    if (!events.length) errors.push({ field: 'events', message: 'must name at least one event' });
    const unknown = events.filter((e) => !allowed.includes(e));
    if (unknown.length) errors.push({ field: 'events', message: `unknown event ${unknown.join(', ')}; one of ${allowed.join(', ')}` });
  }
  refuseInvalid(errors);
}

const eventsOf = (owner: WebhookOwner) => (owner.kind === 'project' ? PROJECT_WEBHOOK_EVENTS : ACCOUNT_WEBHOOK_EVENTS);

/** Adds an endpoint; the answer carries its signing secret, the only time it is ever shown. */
export class AddWebhookEndpoint {
  constructor(
    private readonly endpoints: WebhookRepository,
    private readonly policy: WebhookUrlPolicy,
    private readonly box: WebhookSecretBox,
  ) {}

  async execute(owner: WebhookOwner, input: WebhookEndpointInput, createdBy: number): Promise<WebhookEndpoint & { secret: string }> {
    const clean = { url: input.url.trim(), description: (input.description ?? '').trim(), events: [...new Set(input.events)] };
    checkWebhookInput(clean, eventsOf(owner), this.policy, true);
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.create(owner, { ...clean, secretSealed: this.box.seal(secret), createdBy });
    return { ...endpoint, secret };
  }
}

export class UpdateWebhookEndpoint {
  constructor(
    private readonly endpoints: WebhookRepository,
    private readonly policy: WebhookUrlPolicy,
  ) {}

  async execute(id: number, change: Partial<WebhookEndpointInput> & { enabled?: boolean }, scope: TenantScope): Promise<void> {
    const endpoint = await this.endpoints.get(id, scope);
    if (!endpoint) throw new WebhookEndpointNotFound();
    const clean = {
      ...change,
      url: change.url?.trim(),
      description: change.description?.trim(),
      events: change.events && [...new Set(change.events)],
    };
    checkWebhookInput(clean, endpoint.projectId !== undefined ? PROJECT_WEBHOOK_EVENTS : ACCOUNT_WEBHOOK_EVENTS, this.policy, false);
    if (!(await this.endpoints.update(id, clean, scope))) throw new WebhookEndpointNotFound();
  }
}
