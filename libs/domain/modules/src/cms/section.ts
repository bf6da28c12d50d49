import {
  checkText,
  Conflict,
  listContract,
  NotFound,
  portToken,
  TEXT_LIMITS,
  type ProjectRecord,
  type ProjectRecords,
  type TenantScope,
} from '@atrium/kernel';
import { checkFields } from './check-fields.js';

/** A content section (spec 2 §3): a named block of HTML that a project's web sites read by name. */
export interface Section extends ProjectRecord {
  /** Unique in its project: the public API reads a section by it. */
  name: string;
  label: string;
  /** HTML, at most 1 MB (CONTRACT §9); kept exactly as written (not trimmed). */
  code: string;
  createdAt: Date;
}

export type SectionInput = Pick<Section, 'name' | 'label' | 'code'>;

/** The sections list (CONTRACT §4). */
export const SECTION_LIST = listContract({
  sortable: ['id', 'name', 'label', 'createdAt'],
  search: ['name', 'label'],
  date: 'createdAt',
  defaultSort: 'id',
});

const TEXT = { name: 'short', label: 'short' } as const;

/**
 * Name and label are required short texts; the code is optional (an empty section is a valid draft), must
 * be text within the code limit, and keeps its whitespace: indentation is part of what an author wrote.
 */
export function checkSection(input: Partial<SectionInput>, requireAll: boolean): Partial<SectionInput> {
  const code: unknown = input.code;
  const fields = checkFields(
    () => checkText({ name: input.name, label: input.label }, TEXT, { requireAll }) as Partial<SectionInput>,
    (errors) => {
      if (code !== undefined && typeof code !== 'string') errors.push({ field: 'code', message: 'must be text' });
      else if (typeof code === 'string' && code.length > TEXT_LIMITS.code)
        errors.push({ field: 'code', message: `must be at most ${TEXT_LIMITS.code} characters` });
    },
  );
  return code === undefined ? fields : { ...fields, code: code as string };
}

export class SectionNotFound extends NotFound {
  constructor() {
    super('Section', 'cms.section_not_found');
  }
}

export class SectionNameTaken extends Conflict {
  constructor() {
    super('cms.section_name_taken', 'The project already has a section with this name', [
      { field: 'name', message: 'is already used by another section of this project' },
    ]);
  }
}

/**
 * Port: sections. `create` and `update` throw SectionNameTaken when the name is another section's of the
 * project; `delete` also takes the section out of its project's groups.
 */
export interface SectionRepository extends ProjectRecords<Section, SectionInput> {
  /** The section of that name in the scope's project (the public delivery), or null. */
  byName(name: string, scope: TenantScope): Promise<Section | null>;
}
export const SECTION_REPOSITORY = portToken<SectionRepository>('SectionRepository');
