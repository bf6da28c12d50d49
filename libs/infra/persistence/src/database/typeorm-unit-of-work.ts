import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '@atrium/kernel';

/**
 * One database transaction; the work receives repositories built on the transaction's manager and no
 * other (on the embedded database a query on another connection inside a transaction would deadlock).
 */
export class TypeormUnitOfWork<Store> implements UnitOfWork<Store> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storeOf: (manager: EntityManager) => Store,
  ) {}

  run<T>(work: (store: Store) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(this.storeOf(manager)));
  }
}
