/**
 * Runs work inside one database transaction. Adapters receive the transaction handle through the
 * `Tx` value they are given, never by reaching for a global connection: on the embedded database a
 * query on another connection inside a transaction would deadlock.
 */
export interface UnitOfWork<Tx = unknown> {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}
