import type { EntityManager } from 'typeorm';
import type { TenantScope } from '@atrium/kernel';
import { TEMPLATE_LIST, TemplateInUse, type Template, type TemplateRepository } from '@atrium/modules';
import { ProjectTable } from '../../database/project-table.js';

/** PostgreSQL's restrict_violation (or foreign_key_violation) on the groups' template key (migration 1764120000000). */
function isTemplateStillUsed(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  return (
    ['23001', '23503'].includes(e?.code ?? e?.driverError?.code ?? '') &&
    (e?.constraint ?? e?.driverError?.constraint) === 'inventory_groups_template_fkey'
  );
}

export class TypeormTemplateRepository extends ProjectTable<Template, typeof TEMPLATE_LIST> implements TemplateRepository {
  constructor(db: EntityManager) {
    super(db, {
      table: 'inventory_templates',
      columns: { id: 'id', projectId: 'project_id', name: 'name', fields: 'fields', createdAt: 'created_at' },
      list: TEMPLATE_LIST,
    });
  }

  /** The database refuses to leave groups without their template; that refusal is the domain's 409. */
  override async delete(id: number, scope: TenantScope): Promise<boolean> {
    try {
      return await super.delete(id, scope);
    } catch (error) {
      if (isTemplateStillUsed(error)) throw new TemplateInUse();
      throw error;
    }
  }
}
