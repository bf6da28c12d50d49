import {
  checkText,
  Conflict,
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type ProjectRecord,
  type ProjectRecords,
} from '@atrium/kernel';

/** An inventory template (spec 2 §3): the field names every item of its groups carries; always item and cost. */
export interface Template extends ProjectRecord {
  name: string;
  fields: string[];
  createdAt: Date;
}

export type TemplateInput = Pick<Template, 'name' | 'fields'>;

/** The templates list (CONTRACT §4). */
export const TEMPLATE_LIST = listContract({
  sortable: ['id', 'name', 'createdAt'],
  search: ['name'],
  date: 'createdAt',
  defaultSort: 'id',
});

/** The two fields every item needs: its name (shown in lists and the hottest report) and its price. */
export const REQUIRED_FIELDS = ['item', 'cost'] as const;
export const NO_FIELDS = 'You need to provide a comma-separated list of fields';
export const MISSING_ITEM_OR_COST = 'Your keys have to contain item and cost';
const MAX_FIELDS = 50;

/**
 * The field names of a comma-separated string (spec 2 §5): split, trimmed, stripped of spaces and quotes;
 * blanks dropped and repeats kept once. The API also takes an array, read the same way.
 */
export function parseTemplateFields(raw: unknown): string[] {
  const parts = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : null;
  const invalid = (message: string) => new InvalidInput(message, [{ field: 'fields', message }], 'inv.template_fields_invalid');
  if (parts === null) throw invalid(NO_FIELDS);
  if (parts.some((p) => typeof p !== 'string')) throw invalid('Every field name must be text');
  const names = [...new Set((parts as string[]).map((p) => p.trim().replace(/[\s'"`]/g, '')).filter(Boolean))];
  if (!names.length) throw invalid(NO_FIELDS);
  if (!REQUIRED_FIELDS.every((f) => names.includes(f))) throw invalid(MISSING_ITEM_OR_COST);
  if (names.length > MAX_FIELDS) throw invalid(`A template has at most ${MAX_FIELDS} fields`);
  const long = names.find((n) => n.length > 100);
  if (long) throw invalid(`A field name has at most 100 characters: ${long.slice(0, 20)}…`);
  return names;
}

/** Checks a template's name and fields (both required on creation); answers them cleaned. */
export function checkTemplate(input: { name?: unknown; fields?: unknown }, requireAll: boolean): Partial<TemplateInput> {
  const out: Partial<TemplateInput> = checkText({ name: input.name as string | undefined }, { name: 'short' }, { requireAll });
  if (input.fields !== undefined || requireAll) out.fields = parseTemplateFields(input.fields);
  return out;
}

export class TemplateNotFound extends NotFound {
  constructor() {
    super('Inventory template', 'inv.template_not_found');
  }
}

/** A template that groups still use cannot go: their items' fields come from it. */
export class TemplateInUse extends Conflict {
  constructor() {
    super('inv.template_in_use', 'The template is used by inventory groups: delete those groups first');
  }
}

/** Port: templates; `delete` throws TemplateInUse while a group uses the template. */
export type TemplateRepository = ProjectRecords<Template, TemplateInput>;
export const TEMPLATE_REPOSITORY = portToken<TemplateRepository>('TemplateRepository');
