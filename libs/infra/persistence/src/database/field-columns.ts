import { fieldsWhere, writerOf, type EntityOf, type FieldSpec, type FieldSpecs, type ProjectRecord } from '@atrium/kernel';
import type { Columns } from './project-table.js';

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Each field of a resource's descriptor → its column: the migrations' snake_case of its name unless
 * `renamed` says otherwise (`team: 'team_id'`), and the project's.
 */
export function columnsOf<F extends FieldSpecs>(
  fields: F,
  renamed: { [K in keyof F]?: string } = {},
): Columns<ProjectRecord & EntityOf<F>> {
  const columns: Record<string, string> = { id: 'id', projectId: 'project_id' };
  for (const field of Object.keys(fields)) columns[field] = renamed[field] ?? snakeCase(field);
  return columns as Columns<ProjectRecord & EntityOf<F>>;
}

/** What a column holds when a record leaves its optional field out (the migrations' defaults). */
const absent = (spec: FieldSpec) => (spec.nullable ? null : spec.kind === 'flag' ? false : spec.kind === 'ref' ? undefined : '');

/**
 * The columns of a multi-row INSERT (the project's, then every field the domain writes) and one record's
 * values for them, an absent optional field given its default: a batch's rows need every value.
 */
export function insertedColumns<F extends FieldSpecs>(fields: F, columns: Columns<ProjectRecord & EntityOf<F>>) {
  const written = fieldsWhere(fields, (s) => writerOf(s) !== 'never');
  const byField = columns as Record<string, string>;
  return {
    columns: [byField.projectId, ...written.map((f) => byField[f])],
    values: (record: Partial<Record<keyof F, unknown>>, projectId: number): unknown[] => [
      projectId,
      ...written.map((f) => record[f] ?? absent(fields[f])),
    ],
  };
}
