import type { DataSource, EntityManager } from 'typeorm';
import type { FormIntakeStore } from '@atrium/modules';
import { TypeormUnitOfWork } from '../../database/typeorm-unit-of-work.js';
import { TypeormLeadRepository } from './typeorm-lead.repository.js';
import { TypeormSubmissionRepository } from './typeorm-submission.repository.js';

export const formIntakeStore = (db: EntityManager): FormIntakeStore => ({
  leads: new TypeormLeadRepository(db),
  submissions: new TypeormSubmissionRepository(db),
});

/** One submission: its lead and its row in one transaction, so that every answered intake is stored whole. */
export class TypeormFormIntakeUnitOfWork extends TypeormUnitOfWork<FormIntakeStore> {
  constructor(dataSource: DataSource) {
    super(dataSource, formIntakeStore);
  }
}
