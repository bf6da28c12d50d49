import type { Mailer } from '@atrium/kernel';
import { webhookBodyText, type WebhookSecretBox } from '@atrium/tenancy';
import type { WebhookAnswer, WebhookMessage } from './webhook-sender.js';

/** What the dispatcher needs of the database: a TypeORM `DataSource` (every statement stands alone). */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export interface DispatcherLogger {
  log(message: string): void;
  error(message: string): void;
}

export interface WebhookDispatcherOptions {
  db: SqlExecutor;
  send(message: WebhookMessage): Promise<WebhookAnswer>;
  box: WebhookSecretBox;
  mailer: Mailer;
  /** Seconds before each retry (the domain's WEBHOOK_RETRY_SECONDS); one more attempt than there are entries. */
  retrySeconds: readonly number[];
  /** Endpoints delivered to at once by this process (default 8). */
  concurrency?: number;
  /** Messages of one endpoint claimed together and sent one after the other (default 100). */
  batchSize?: number;
  /** The sender's limit on one attempt (10 s): a batch sends only while its claim outlasts one more. */
  timeoutMs?: number;
  /** How long a claim on a delivery lasts: past it, a process that died is taken over (default 60 s). */
  leaseMs?: number;
  logger: DispatcherLogger;
}

// The endpoint's oldest pending deliveries, at most $3, claimed together when the oldest is due and unclaimed
// and its endpoint enabled; the rest only as far as the first that is not free (waiting for a retry). The
// oldest is claimed first and the others only if it was: on PostgreSQL a concurrent claim re-reads that row
// once the first commits and finds it leased, so it claims nothing and one process at a time delivers an
// endpoint's queue, in order (a later row free for the second claim is never taken while an earlier one is
// leased).
const CLAIM = `WITH head AS (
    SELECT d.id, d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now()) AS free
    FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND d.status = 'pending' ORDER BY d.id LIMIT $3
  ), oldest AS (
    UPDATE webhook_deliveries d SET lease_until = now() + $2::float8 * interval '1 millisecond',
      attempts = d.attempts + 1, last_attempt_at = now()
    FROM webhook_endpoints e
    WHERE d.id = (SELECT min(id) FROM head) AND e.id = d.endpoint_id AND e.enabled
      AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now())
    RETURNING d.id, d.message_id, d.payload::text AS body, d.attempts, e.url, e.secret_sealed
  ), others AS (
    UPDATE webhook_deliveries d SET lease_until = now() + $2::float8 * interval '1 millisecond',
      attempts = d.attempts + 1, last_attempt_at = now()
    FROM oldest o, head h
    WHERE d.id = h.id AND h.id > o.id
      AND h.id < coalesce((SELECT min(id) FROM head WHERE NOT free), 9223372036854775807)
      AND (d.lease_until IS NULL OR d.lease_until < now())
    RETURNING d.id, d.message_id, d.payload::text AS body, d.attempts, o.url, o.secret_sealed)
  SELECT * FROM oldest UNION ALL SELECT * FROM others ORDER BY id`;

// A batch's delivered rows, in one statement.
const DELIVERED = `UPDATE webhook_deliveries d SET status = 'delivered', lease_until = NULL,
    response_status = a.status, response_ms = a.ms, response_body = a.body, last_error = NULL
  FROM unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::text[]) AS a(id, attempts, status, ms, body)
  WHERE d.id = a.id AND d.attempts = a.attempts`;

// Claimed but not tried (the batch stopped at a failure or ran out of lease): free again, the attempt undone
// (a message never tried shows no attempt time in the log).
const RELEASE = `UPDATE webhook_deliveries d SET lease_until = NULL, attempts = d.attempts - 1,
    last_attempt_at = CASE WHEN d.attempts > 1 THEN d.last_attempt_at END
  FROM unnest($1::bigint[], $2::int[]) AS r(id, attempts)
  WHERE d.id = r.id AND d.attempts = r.attempts`;

const RETRY = `UPDATE webhook_deliveries SET lease_until = NULL, next_attempt_at = now() + $6::float8 * interval '1 second',
    response_status = $3, response_ms = $4, response_body = $5, last_error = $7
  WHERE id = $1 AND attempts = $2`;

// The message given up and its endpoint disabled in one statement: no reader sees a failed message whose
// endpoint still takes new ones, and a process stopping in between cannot leave it so. Nothing happens when
// another process has taken the claim over (its attempt count moved on). Disabled once (a second process
// giving up on the same endpoint finds it disabled), with whom to tell.
const GIVE_UP = `WITH gave_up AS (
    UPDATE webhook_deliveries SET status = 'failed', lease_until = NULL,
      response_status = $3, response_ms = $4, response_body = $5, last_error = $6
    WHERE id = $1 AND attempts = $2
    RETURNING endpoint_id),
  disabled AS (
    UPDATE webhook_endpoints SET enabled = false, disabled_reason = $7 WHERE id IN (SELECT endpoint_id FROM gave_up) AND enabled
    RETURNING url, coalesce(created_by, account_id) AS owner)
  SELECT d.url, p.email, p.firstname FROM disabled d LEFT JOIN people p ON p.id = d.owner`;

// Endpoints whose oldest pending delivery is due and not claimed (work a process that died left, retries
// due): one probe of the pending index per endpoint, however long a dead receiver's queue has grown.
const DUE = `SELECT e.id FROM webhook_endpoints e
  CROSS JOIN LATERAL (SELECT d.next_attempt_at, d.lease_until FROM webhook_deliveries d
    WHERE d.endpoint_id = e.id AND d.status = 'pending' ORDER BY d.id LIMIT 1) head
  WHERE e.enabled AND head.next_attempt_at <= now() AND (head.lease_until IS NULL OR head.lease_until < now())
  LIMIT 1000`;

interface Claimed {
  id: string;
  message_id: string;
  body: string;
  attempts: number;
  url: string;
  secret_sealed: string;
}

/** An endpoint GIVE_UP disabled, and its owner to tell (none when the owner is gone). */
interface DisabledEndpoint {
  url: string;
  email: string | null;
  firstname: string | null;
}

interface Delivered {
  claimed: Claimed;
  answer: WebhookAnswer;
}

/** DELIVERED's parameters: one array per column. */
const columns = (delivered: Delivered[]) => [
  delivered.map((d) => d.claimed.id),
  delivered.map((d) => d.claimed.attempts),
  delivered.map((d) => d.answer.status ?? null),
  delivered.map((d) => d.answer.ms),
  delivered.map((d) => d.answer.body ?? null),
];

/** Retries sooner than this wait on a timer of this process; later ones are found by the sweep. */
const LOCAL_RETRY_MS = 15 * 60_000;

/**
 * Delivers each endpoint's queue in order, several endpoints at once, outside the job queue's single lane (a
 * slow endpoint's 10 s must not hold up mail and notifications): the `webhooks.deliver` job only names
 * endpoints to look at. What the job or this process did not finish stays a pending row, found by `sweep`
 * (at start and every minute) once its claim lapses.
 */
export class WebhookDispatcher {
  private readonly active = new Set<number>();
  private readonly again = new Set<number>();
  private readonly waiting = new Set<number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private stopped = false;

  constructor(private readonly o: WebhookDispatcherOptions) {
    this.concurrency = o.concurrency ?? 8;
    this.batchSize = o.batchSize ?? 100;
    this.timeoutMs = o.timeoutMs ?? 10_000;
    this.leaseMs = o.leaseMs ?? 60_000;
  }

  /** Looks at these endpoints' queues soon (at once when a lane is free). */
  dispatch(endpointIds: readonly number[]): void {
    for (const id of endpointIds) {
      if (this.stopped) return;
      if (this.active.has(id)) this.again.add(id);
      else if (this.active.size < this.concurrency) this.start(id);
      else this.waiting.add(id);
    }
  }

  /** Every endpoint with a delivery due and unclaimed. */
  async sweep(): Promise<void> {
    const rows = (await this.o.db.query(DUE)) as { id: number }[];
    this.dispatch(rows.map((r) => Number(r.id)));
  }

  /** Resolves once nothing is being delivered (tests; stop). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    await this.idle();
  }

  private start(id: number): void {
    this.active.add(id);
    const run = this.drain(id)
      .catch((error: unknown) => this.o.logger.error(`webhooks: endpoint ${id}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.active.delete(id);
        this.running.delete(run);
        if (this.again.delete(id)) this.dispatch([id]);
        const [next] = this.waiting;
        if (next !== undefined && !this.stopped) {
          this.waiting.delete(next);
          this.dispatch([next]);
        }
      });
    this.running.add(run);
  }

  /**
   * Claims the endpoint's queue a batch at a time and sends it in order, one message after the other (the
   * sender keeps the connection alive); the delivered are recorded together. A failure stops the batch: that
   * message waits for its retry and those behind it are released untried, so the order holds.
   */
  private async drain(endpointId: number): Promise<void> {
    while (!this.stopped) {
      this.again.delete(endpointId);
      const claimedAt = Date.now();
      const batch = (await this.o.db.query(CLAIM, [endpointId, this.leaseMs, this.batchSize])) as Claimed[];
      if (!batch.length) return;
      // A message is only sent while the claim would outlast its whole attempt: no other process may take
      // the queue over while this one still delivers from it.
      const deadline = claimedAt + this.leaseMs - this.timeoutMs - 1000;
      const delivered: Delivered[] = [];
      let failed: { claimed: Claimed; answer: WebhookAnswer } | undefined;
      let tried = 0;
      for (const claimed of batch) {
        if (this.stopped || (tried > 0 && Date.now() > deadline)) break;
        tried += 1;
        const answer = await this.send(claimed);
        if (!answer.ok) {
          failed = { claimed, answer };
          break;
        }
        delivered.push({ claimed, answer });
      }
      if (delivered.length) await this.o.db.query(DELIVERED, columns(delivered));
      const untried = batch.slice(tried);
      if (untried.length) await this.o.db.query(RELEASE, [untried.map((c) => c.id), untried.map((c) => c.attempts)]);
      if (failed) return this.failed(endpointId, failed.claimed, failed.answer);
    }
  }

  private async failed(endpointId: number, claimed: Claimed, answer: WebhookAnswer): Promise<void> {
    const shown = [claimed.id, claimed.attempts, answer.status ?? null, answer.ms, answer.body ?? null] as const;
    const error = answer.error ?? `answered ${answer.status}`;
    const delay = this.o.retrySeconds[claimed.attempts - 1];
    if (delay !== undefined) {
      await this.o.db.query(RETRY, [...shown, delay, error]);
      this.retryLater(endpointId, delay * 1000);
      return;
    }
    const reason = `Disabled after ${claimed.attempts} failed attempts to deliver one message (last: ${error})`;
    const [endpoint] = (await this.o.db.query(GIVE_UP, [...shown, error, reason.slice(0, 1000)])) as DisabledEndpoint[];
    if (endpoint) await this.tellDisabled(endpointId, endpoint, reason, claimed.id);
  }

  private async send(claimed: Claimed): Promise<WebhookAnswer> {
    let secret: string;
    try {
      secret = this.open(claimed.secret_sealed);
    } catch {
      return { ok: false, ms: 0, error: 'the signing secret cannot be opened (was ENCRYPTION_KEY changed?)' };
    }
    return this.o.send({ url: claimed.url, secret, id: claimed.message_id, body: webhookBodyText(claimed.body) });
  }

  // A batch's messages share their endpoint's secret: opened once, not once a message.
  private opened?: { sealed: string; secret: string };
  private open(sealed: string): string {
    if (this.opened?.sealed !== sealed) this.opened = { sealed, secret: this.o.box.open(sealed) };
    return this.opened.secret;
  }

  private retryLater(endpointId: number, ms: number): void {
    if (ms > LOCAL_RETRY_MS || this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.dispatch([endpointId]);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private async tellDisabled(endpointId: number, endpoint: DisabledEndpoint, reason: string, deliveryId: string): Promise<void> {
    this.o.logger.log(`webhooks: endpoint ${endpointId} disabled: ${reason}`);
    if (!endpoint.email) return;
    await this.o.mailer.send({
      to: endpoint.email,
      key: `webhooks.disabled:${endpointId}:${deliveryId}`,
      subject: 'A webhook endpoint was disabled',
      text:
        `Hello ${endpoint.firstname ?? ''},\n\nThe webhook endpoint ${endpoint.url} (#${endpointId}) kept failing and has been disabled.\n` +
        `${reason}.\n\nIts undelivered events are kept: enable the endpoint again once it answers, and they will be sent in order.\n`,
    });
  }
}
