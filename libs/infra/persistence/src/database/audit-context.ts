import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditActor, AuditOrigin, JobHandler } from '@atrium/kernel';

/** Longest user agent kept: enough to tell browsers apart, never a request's worth of text per row. */
const MAX_USER_AGENT = 300;

/**
 * Who is changing data and from where, for the statements sent while it is current. The actor is filled in
 * once the caller is known (the API's guard), after the context was entered.
 */
export class AuditContext {
  private actor: AuditActor = { kind: 'system' };
  private comment?: string;

  constructor(
    private readonly origin: AuditOrigin = {},
    /**
     * 'import': the statements are part of a CSV import, which records itself as one `import` event with its
     * counts; the audit triggers record none of their rows (migration CsvImports…).
     */
    private readonly bulk?: 'import',
  ) {}

  /** A context for a CSV import's writes, by `actor`: its rows are recorded as the import's one event. */
  static forImport(actor: AuditActor, origin: AuditOrigin = {}): AuditContext {
    const context = new AuditContext(origin, 'import');
    context.identify(actor);
    return context;
  }

  identify(actor: AuditActor): void {
    this.actor = actor;
    this.comment = undefined;
  }

  get current(): AuditActor {
    return this.actor;
  }

  get from(): AuditOrigin {
    return this.origin;
  }

  /**
   * The statement prefix the audit triggers read back with `current_query()` (migration AuditTrail…):
   * `/*atrium {json} *\/ `. Every '*' of the JSON is escaped (`\u002a`, the same string to a JSON reader), so
   * no value, a user agent least of all, can open or close a comment there.
   */
  prefix(): string {
    if (this.comment === undefined) {
      const { kind, id, role } = this.actor;
      const { address, userAgent, requestId } = this.origin;
      const json = JSON.stringify({
        k: kind,
        i: id,
        r: role,
        a: address,
        u: userAgent?.slice(0, MAX_USER_AGENT),
        q: requestId,
        x: this.bulk,
      });
      this.comment = `/*atrium ${json.replace(/\*/g, '\\u002a')} */ `;
    }
    return this.comment;
  }
}

const contexts = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (and everything it starts) with its writes attributed to `context`. */
export function runAudited<T>(context: AuditContext, work: () => T): T {
  return contexts.run(context, work);
}

/** The context the running code's writes are attributed to, if any. */
export function currentAuditContext(): AuditContext | undefined {
  return contexts.getStore();
}

// Statements that may change rows; a read that happens to match only carries a comment it does not need.
const MAY_WRITE = /\b(?:insert|update|delete)\b|prune_audit_records/i;

interface QueryingClient {
  query: (...args: never[]) => unknown;
}

/**
 * pg-pool's `onConnect`: the connection prefixes each statement that may write, sent while an audit context
 * is current, with that context. The prefix rides in the statement itself, so attributing a write costs no
 * round trip and needs no transaction; statements prepared by name (list reads) are left as they are, their
 * text being fixed by their name.
 */
export function attributeWrites(client: QueryingClient): void {
  const send = client.query;
  client.query = function (this: unknown, ...args: never[]) {
    const [text] = args as unknown[];
    if (typeof text === 'string') {
      const context = contexts.getStore();
      if (context && MAY_WRITE.test(text)) (args as unknown[])[0] = context.prefix() + text;
    }
    return send.apply(this, args);
  } as typeof client.query;
}

/** The queue with each handler's writes attributed to its job ('job', role the job's name), whoever enqueued it. */
export function attributeJobs<Q extends { handle(name: string, handler: JobHandler): void }>(queue: Q): Q {
  const handle = queue.handle.bind(queue);
  queue.handle = (name, handler) =>
    handle(name, (payload) => {
      const context = new AuditContext();
      context.identify({ kind: 'job', role: name });
      return runAudited(context, () => handler(payload));
    });
  return queue;
}
