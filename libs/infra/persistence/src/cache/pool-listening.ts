import type pg from 'pg';

type Dispatch = (notification: pg.Notification) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * The channels every connection of one pool listens to. A connection LISTENs to the channels it lacks before
 * the pool hands it out (a new one or an idle one opened before the channel was added), awaited statement by
 * statement: a LISTEN queued beside its user's statement made pg warn ("client.query() when the client is
 * already executing a query", removed in pg 9), and a connection must listen before it writes to hear its own
 * changes in the statement's answer.
 */
export class PoolListening {
  private static readonly byPool = new WeakMap<pg.Pool, PoolListening>();
  private readonly dispatchers = new Map<string, Set<Dispatch>>();
  private readonly listened = new WeakMap<pg.PoolClient, Set<string>>();
  // Bumped whenever a channel is added: a connection at the current generation is handed out without a look.
  private generation = 0;
  private readonly generationOf = new WeakMap<pg.PoolClient, number>();

  private constructor(pool: pg.Pool) {
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const ready = async () => {
      const client = await connect();
      try {
        await this.listen(client);
      } catch (error) {
        // A connection that cannot LISTEN is broken: dropped, and its caller told so.
        client.release(error as Error);
        throw error;
      }
      return client;
    };
    // Every acquisition goes through `connect` (TypeORM's query runners and `pool.query` alike).
    pool.connect = ((callback?: ConnectCallback) => {
      if (!callback) return ready();
      ready().then(
        (client) => callback(undefined, client, client.release),
        (error: Error) => callback(error, undefined, () => undefined),
      );
    }) as typeof pool.connect;
  }

  static of(pool: pg.Pool): PoolListening {
    let listening = PoolListening.byPool.get(pool);
    if (!listening) PoolListening.byPool.set(pool, (listening = new PoolListening(pool)));
    return listening;
  }

  /** Hands `channel`'s notifications heard on any connection to `dispatch`; answers how to stop. */
  add(channel: string, dispatch: Dispatch): () => void {
    let set = this.dispatchers.get(channel);
    if (!set) {
      this.dispatchers.set(channel, (set = new Set()));
      this.generation += 1;
    }
    set.add(dispatch);
    // A connection keeps listening after the last dispatcher goes: harmless, and nothing to await on stop.
    return () => void set.delete(dispatch);
  }

  private async listen(client: pg.PoolClient): Promise<void> {
    const generation = this.generation;
    if (this.generationOf.get(client) === generation) return;
    let done = this.listened.get(client);
    if (!done) {
      this.listened.set(client, (done = new Set()));
      client.on('notification', (n) => this.dispatchers.get(n.channel)?.forEach((dispatch) => dispatch(n)));
    }
    for (const channel of [...this.dispatchers.keys()]) {
      if (done.has(channel)) continue;
      await client.query(`LISTEN ${channel}`);
      done.add(channel);
    }
    this.generationOf.set(client, generation);
  }
}
