import {
  checkText,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  recordUseCases,
  type ProjectRecord,
  type ProjectRecords,
  type TenantScope,
} from '@atrium/kernel';
import { checkFields } from './check-fields.js';
import type { Section } from './section.js';

/** A group of content sections (spec 2 §3), delivered together in the group's order. */
export interface CmsGroup extends ProjectRecord {
  name: string;
  /** Ids of sections of the group's own project, in order, each once. */
  sections: number[];
  createdAt: Date;
}

export type CmsGroupInput = Pick<CmsGroup, 'name' | 'sections'>;

/** The groups list (CONTRACT §4). */
export const CMS_GROUP_LIST = listContract({
  sortable: ['id', 'name', 'createdAt'],
  search: ['name'],
  date: 'createdAt',
  defaultSort: 'id',
});

/** More would be a page, not a group; the bound keeps one write's check cheap. */
export const MAX_GROUP_SECTIONS = 500;

const TEXT = { name: 'short' } as const;

/** A group's name, and its sections as a list of ids (a repeated id counts once, the first place kept). */
export function checkCmsGroup(input: Partial<CmsGroupInput>, requireAll: boolean): Partial<CmsGroupInput> {
  const sections: unknown = input.sections;
  let ids: number[] | undefined = requireAll ? [] : undefined;
  const fields = checkFields(
    () => checkText({ name: input.name }, TEXT, { requireAll }) as Partial<CmsGroupInput>,
    (errors) => {
      if (sections === undefined) return;
      if (!Array.isArray(sections) || !sections.every((id) => Number.isSafeInteger(id) && id > 0))
        errors.push({ field: 'sections', message: 'must be a list of section ids' });
      else if (sections.length > MAX_GROUP_SECTIONS)
        errors.push({ field: 'sections', message: `must hold at most ${MAX_GROUP_SECTIONS} sections` });
      else ids = [...new Set(sections as number[])];
    },
  );
  return ids === undefined ? fields : { ...fields, sections: ids };
}

export class CmsGroupNotFound extends NotFound {
  constructor() {
    super('Group', 'cms.group_not_found');
  }
}

/** A section id that is not one of the group's project's sections (or not there any more). */
export class UnknownGroupSections extends InvalidInput {
  constructor(readonly ids: number[]) {
    super(
      `No such section in this project: ${ids.join(', ')}`,
      [{ field: 'sections', message: `unknown section ids: ${ids.join(', ')}` }],
      'cms.unknown_sections',
    );
  }
}

/** A group as its project's web sites read it: its sections themselves, in order. */
export interface DeliveredGroup {
  group: CmsGroup;
  sections: Section[];
}

/**
 * Port: groups. `create` and `update` throw UnknownGroupSections unless every section id is a section of
 * the group's project, checked in the statement that writes (so a concurrent delete cannot slip between).
 */
export interface CmsGroupRepository extends ProjectRecords<CmsGroup, CmsGroupInput> {
  /** The group with its sections in order (the public delivery), or null. */
  delivered(id: number, scope: TenantScope): Promise<DeliveredGroup | null>;
}
export const CMS_GROUP_REPOSITORY = portToken<CmsGroupRepository>('CmsGroupRepository');

const useCases = recordUseCases<CmsGroup, CmsGroupInput>(checkCmsGroup, () => new CmsGroupNotFound());
export class AddCmsGroup extends useCases.Add {}
export class UpdateCmsGroup extends useCases.Update {}
export class DeleteCmsGroup extends useCases.Delete {}
