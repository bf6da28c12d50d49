import type { EntityManager } from 'typeorm';
import type { ListQuery, Page, TenantScope } from '@atrium/kernel';
import {
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_ENDPOINT_LIST,
  WEBHOOK_TEST_EVENT,
  webhookBody,
  type StoredWebhookPayload,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookOwner,
  type WebhookRepository,
} from '@atrium/tenancy';
import { pageOf, type ListSql } from '../database/list-query.sql.js';
import { whereInScope, type TenantColumns } from '../database/tenant-scope.sql.js';

const ENDPOINT_LIST: ListSql<typeof WEBHOOK_ENDPOINT_LIST> = {
  contract: WEBHOOK_ENDPOINT_LIST,
  fields: { id: 'w.id', url: 'w.url', createdAt: 'w.created_at', description: 'w.description' },
  id: 'w.id',
};
const DELIVERY_LIST: ListSql<typeof WEBHOOK_DELIVERY_LIST> = {
  contract: WEBHOOK_DELIVERY_LIST,
  fields: { id: 'd.id', event: 'd.event', createdAt: 'd.created_at' },
  id: 'd.id',
};

// A project's endpoints are its users'; an account's its client's (and no user's).
const OWNED: TenantColumns = { project: 'w.project_id', client: 'w.account_id' };
const ENDPOINT_COLUMNS = ['id', 'project_id', 'account_id', 'url', 'description', 'events', 'enabled', 'disabled_reason', 'created_at'];
const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'message_id',
  'event',
  'payload',
  'created_at',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'response_status',
  'response_ms',
  'response_body',
  'last_error',
  'redelivery_of',
];

const optional = <T>(value: unknown, as: (v: unknown) => T): T | undefined =>
  value === null || value === undefined ? undefined : as(value);
const date = (v: unknown) => new Date(v as string);

function toEndpoint(r: Record<string, unknown>): WebhookEndpoint {
  return {
    id: Number(r.id),
    projectId: optional(r.project_id, Number),
    accountId: optional(r.account_id, Number),
    url: String(r.url),
    description: String(r.description),
    events: r.events as string[],
    enabled: r.enabled === true,
    disabledReason: optional(r.disabled_reason, String),
    createdAt: date(r.created_at),
  };
}

function toDelivery(r: Record<string, unknown>): WebhookDelivery {
  const status = r.status as WebhookDeliveryStatus;
  return {
    id: Number(r.id),
    endpointId: Number(r.endpoint_id),
    messageId: String(r.message_id),
    event: String(r.event),
    status,
    attempts: Number(r.attempts),
    createdAt: date(r.created_at),
    lastAttemptAt: optional(r.last_attempt_at, date),
    nextAttemptAt: status === 'pending' ? optional(r.next_attempt_at, date) : undefined,
    responseStatus: optional(r.response_status, Number),
    responseMs: optional(r.response_ms, Number),
    responseBody: optional(r.response_body, String),
    lastError: optional(r.last_error, String),
    redeliveryOf: optional(r.redelivery_of, Number),
    // The message as sent (the stored row named as the receiver gets it).
    payload: webhookBody((typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as StoredWebhookPayload),
  };
}

// A queued delivery and its job in one statement (the outbox): the job exists exactly when the delivery does.
const QUEUE = (select: string) => `WITH queued AS (
    INSERT INTO webhook_deliveries (endpoint_id, message_id, event, payload, redelivery_of) ${select}
    RETURNING *
  ), job AS (
    INSERT INTO jobs (name, payload) SELECT '${WEBHOOK_DELIVER_JOB}', jsonb_build_object('endpointIds', jsonb_build_array(endpoint_id)) FROM queued
  )
  SELECT * FROM queued`;

/** Endpoints and deliveries (migration Webhooks1764640000000), always within the caller's scope. */
export class TypeormWebhookRepository implements WebhookRepository {
  constructor(private readonly db: EntityManager) {}

  private endpoints(scope: TenantScope) {
    return whereInScope(
      this.db
        .createQueryBuilder()
        .select(ENDPOINT_COLUMNS.map((c) => `w.${c} AS ${c}`))
        .from('webhook_endpoints', 'w'),
      scope,
      OWNED,
    );
  }

  list(owner: WebhookOwner, query: ListQuery): Promise<Page<WebhookEndpoint>> {
    const qb =
      owner.kind === 'project'
        ? this.endpoints(owner.scope).andWhere('w.project_id = :project', { project: owner.scope.projectId })
        : this.endpoints({ kind: 'clients', clientId: owner.clientId });
    return pageOf(this.db, qb, query, ENDPOINT_LIST, toEndpoint);
  }

  async get(id: number, scope: TenantScope): Promise<WebhookEndpoint | null> {
    const row = await this.endpoints(scope).andWhere('w.id = :id', { id }).getRawOne<Record<string, unknown>>();
    return row ? toEndpoint(row) : null;
  }

  async create(owner: WebhookOwner, input: WebhookEndpointInput & { secretSealed: string; createdBy: number }): Promise<WebhookEndpoint> {
    const [row] = (await this.db.query(
      `INSERT INTO webhook_endpoints (project_id, account_id, created_by, url, description, events, secret_sealed)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENDPOINT_COLUMNS.join(', ')}`,
      [
        owner.kind === 'project' ? owner.scope.projectId : null,
        owner.kind === 'account' ? owner.clientId : null,
        input.createdBy,
        input.url,
        input.description,
        input.events,
        input.secretSealed,
      ],
    )) as Record<string, unknown>[];
    return toEndpoint(row);
  }

  async update(id: number, change: Partial<WebhookEndpointInput> & { enabled?: boolean }, scope: TenantScope): Promise<boolean> {
    const set: Record<string, unknown> = {};
    if (change.url !== undefined) set.url = change.url;
    if (change.description !== undefined) set.description = change.description;
    if (change.events !== undefined) set.events = change.events;
    if (change.enabled !== undefined) {
      set.enabled = change.enabled;
      if (change.enabled) set.disabled_reason = null;
    }
    if (!Object.keys(set).length) return (await this.get(id, scope)) !== null;
    const qb = this.db.createQueryBuilder().update('webhook_endpoints').set(set).where('id = :id', { id });
    whereInScope(qb, scope, { project: 'project_id', client: 'account_id' });
    const result = await qb.execute();
    if (!result.affected) return false;
    // Enabled again: what waited is delivered now, in order.
    if (change.enabled)
      await this.db.query(`INSERT INTO jobs (name, payload) VALUES ($1, jsonb_build_object('endpointIds', jsonb_build_array($2::int)))`, [
        WEBHOOK_DELIVER_JOB,
        id,
      ]);
    return true;
  }

  async delete(id: number, scope: TenantScope): Promise<boolean> {
    const qb = this.db.createQueryBuilder().delete().from('webhook_endpoints').where('id = :id', { id });
    whereInScope(qb, scope, { project: 'project_id', client: 'account_id' });
    return Boolean((await qb.execute()).affected);
  }

  private deliveriesQuery(scope: TenantScope) {
    return whereInScope(
      this.db
        .createQueryBuilder()
        .select(DELIVERY_COLUMNS.map((c) => `d.${c} AS ${c}`))
        .from('webhook_deliveries', 'd')
        .innerJoin('webhook_endpoints', 'w', 'w.id = d.endpoint_id'),
      scope,
      OWNED,
    );
  }

  deliveries(endpointId: number, query: ListQuery, scope: TenantScope): Promise<Page<WebhookDelivery>> {
    return pageOf(
      this.db,
      this.deliveriesQuery(scope).andWhere('d.endpoint_id = :endpointId', { endpointId }),
      query,
      DELIVERY_LIST,
      toDelivery,
    );
  }

  async delivery(id: number, scope: TenantScope): Promise<WebhookDelivery | null> {
    const row = await this.deliveriesQuery(scope).andWhere('d.id = :id', { id }).getRawOne<Record<string, unknown>>();
    return row ? toDelivery(row) : null;
  }

  async redeliver(id: number, scope: TenantScope): Promise<WebhookDelivery | null> {
    const original = await this.delivery(id, scope);
    if (!original) return null;
    const [row] = (await this.db.query(
      QUEUE(`SELECT endpoint_id, message_id, event, payload, coalesce(redelivery_of, id) FROM webhook_deliveries WHERE id = $1`),
      [original.id],
    )) as Record<string, unknown>[];
    return toDelivery(row);
  }

  async sendTest(endpointId: number, scope: TenantScope): Promise<WebhookDelivery | null> {
    const endpoint = await this.get(endpointId, scope);
    if (!endpoint) return null;
    const [row] = (await this.db.query(
      QUEUE(`SELECT $1::int, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2::text,
        jsonb_build_object('type', $2::text, 'timestamp', now(), 'data', jsonb_build_object('endpointId', $1::int, 'message', 'This is a test event from Atrium.')),
        NULL::bigint`),
      [endpoint.id, WEBHOOK_TEST_EVENT],
    )) as Record<string, unknown>[];
    return toDelivery(row);
  }
}
