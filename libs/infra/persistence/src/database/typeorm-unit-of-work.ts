import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '@atrium/kernel';

/** One database transaction; the work receives the transaction's manager and must use only it. */
export class TypeormUnitOfWork implements UnitOfWork<EntityManager> {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }
}
