import type { EntityManager } from 'typeorm';
import type { ProjectScope, TenantScope } from '@atrium/kernel';
import { SECTION_LIST, SectionNameTaken, type Section, type SectionInput, type SectionRepository } from '@atrium/modules';
import { forgetAfterCommit } from '../../cache/own-writes.js';
import { ProjectTable } from '../../database/project-table.js';
import { isUniqueViolation } from '../../database/unique-violation.js';

/**
 * The public delivery's read (CONTRACT §7), written once instead of built per request: it runs thousands of
 * times a second, on the unique index (project_id, name).
 */
const BY_NAME_IN_PROJECT = `SELECT id, project_id AS "projectId", name, label, code, created_at AS "createdAt"
  FROM cms_sections WHERE project_id = $1 AND name = $2`;

/**
 * Sections (migration 1764130000000): a name is unique in its project; a delete leaves the groups by trigger.
 * Every write forgets its project's delivered sections (public/section-delivery.ts) once it commits.
 */
export class TypeormSectionRepository extends ProjectTable<Section, typeof SECTION_LIST> implements SectionRepository {
  constructor(private readonly manager: EntityManager) {
    super(manager, {
      table: 'cms_sections',
      columns: { id: 'id', projectId: 'project_id', name: 'name', label: 'label', code: 'code', createdAt: 'created_at' },
      list: SECTION_LIST,
      searchExpression: `(t.name || ' ' || t.label)`,
    });
  }

  override async create(values: SectionInput, project: ProjectScope): Promise<Section> {
    const section = await nameTaken(super.create(values, project));
    forgetAfterCommit.sections(this.manager, project.projectId);
    return section;
  }

  override async update(id: number, changes: Partial<SectionInput>, scope: TenantScope): Promise<boolean> {
    const updated = await nameTaken(super.update(id, changes, scope));
    forgetAfterCommit.sections(this.manager, projectOfWrite(scope));
    return updated;
  }

  override async delete(id: number, scope: TenantScope): Promise<boolean> {
    const deleted = await super.delete(id, scope);
    forgetAfterCommit.sections(this.manager, projectOfWrite(scope));
    return deleted;
  }

  async byName(name: string, scope: TenantScope): Promise<Section | null> {
    if (scope.kind === 'project') {
      const [row] = (await this.manager.query(BY_NAME_IN_PROJECT, [scope.projectId, name])) as Section[];
      return row ?? null;
    }
    const row = await this.select(scope)
      .andWhere(`${this.field('name')} = :name`, { name })
      .getRawOne<Record<string, unknown>>();
    return row ? this.decodeRow(row) : null;
  }
}

/** The project a write by id was confined to; none (every project's sections are forgotten) in a wider scope. */
const projectOfWrite = (scope: TenantScope) => (scope.kind === 'project' ? scope.projectId : undefined);

/** The unique index's refusal is the domain's 409, never a 500. */
async function nameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'cms_sections_name_key')) throw new SectionNameTaken();
    throw error;
  }
}
