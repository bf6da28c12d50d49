import type { EntityManager } from 'typeorm';
import { FORM_LIST, type Form, type FormRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/** Forms; their submissions go with them (ON DELETE CASCADE). */
export class TypeormFormRepository extends ProjectTable<Form, typeof FORM_LIST> implements FormRepository {
  constructor(db: EntityManager) {
    super(db, {
      table: 'forms',
      columns: {
        id: 'id',
        projectId: 'project_id',
        label: 'label',
        notifySms: 'notify_sms',
        notifyEmail: 'notify_email',
        createdAt: 'created_at',
      },
      list: FORM_LIST,
    });
  }
}
