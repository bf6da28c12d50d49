import {
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  TEXT_LIMITS,
  type FieldError,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

/** Item status codes (spec 2 §4, §9): any of the three may be set directly; a new item starts Available. */
export const ITEM_STATUSES = { 0: 'Available', 1: 'Hold', 2: 'Sold' } as const;
export type ItemStatus = keyof typeof ITEM_STATUSES;
export const AVAILABLE: ItemStatus = 0;

export function isItemStatus(value: unknown): value is ItemStatus {
  return typeof value === 'number' && value in ITEM_STATUSES;
}

/** One value of a template field: text, or a number (the cost always is one once checked). */
export type ItemValue = string | number;

/**
 * An inventory item (spec 2 §3). `data` maps exactly its template's fields to values; `item` and `cost`
 * are copies of data.item and data.cost, kept as columns so lists sort and the hottest report reads them.
 */
export interface Item extends ProjectRecord {
  inventoryGroupId: number;
  item: string;
  /** Canadian dollars, at most two decimals, at least 0. */
  cost: number;
  status: ItemStatus;
  data: Record<string, ItemValue>;
  createdAt: Date;
}

export type ItemInput = Pick<Item, 'inventoryGroupId' | 'item' | 'cost' | 'status' | 'data'>;

/** The items list of a group (CONTRACT §4). */
export const ITEM_LIST = listContract({
  sortable: ['id', 'item', 'cost', 'status', 'createdAt'],
  search: ['item'],
  date: 'createdAt',
  defaultSort: 'id',
});

const invalid = (errors: FieldError[]) =>
  new InvalidInput(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors, 'inv.item_data_invalid');

/** A cost in dollars: a number (or numeric text, as a form sends it) of at least 0 with at most two decimals. */
export function parseCost(value: unknown): number | string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 'must be a number';
  if (n < 0) return 'must be at least 0';
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return 'must have at most two decimals';
  if (n >= 1e12) return 'is too large';
  return n;
}

/**
 * Checks an item's data against its template's fields (spec 2 §5): every field present and filled, no
 * other field; text within the short limit; cost a number ≥ 0. Answers the cleaned data, with `item` and
 * `cost` copied out. Errors name each field as `data.<field>`.
 */
export function checkItemData(data: unknown, fields: readonly string[]): Pick<Item, 'item' | 'cost' | 'data'> {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw invalid([{ field: 'data', message: 'must be an object of the template fields' }]);
  const given = data as Record<string, unknown>;
  const errors: FieldError[] = [];
  const out: Record<string, ItemValue> = {};
  for (const field of fields) {
    const value = given[field];
    if (field === 'cost') {
      const cost = value === undefined || value === '' ? 'is required' : parseCost(value);
      if (typeof cost === 'string') errors.push({ field: 'data.cost', message: cost });
      else out.cost = cost;
      continue;
    }
    if (typeof value === 'number' && Number.isFinite(value)) out[field] = value;
    else if (typeof value !== 'string' || !value.trim())
      errors.push({
        field: `data.${field}`,
        message: value === undefined ? 'is required' : typeof value === 'string' ? 'is required' : 'must be text',
      });
    else if (value.trim().length > TEXT_LIMITS.short)
      errors.push({ field: `data.${field}`, message: `must be at most ${TEXT_LIMITS.short} characters` });
    else out[field] = value.trim();
  }
  for (const key of Object.keys(given))
    if (!fields.includes(key)) errors.push({ field: `data.${key}`, message: 'is not a field of the template' });
  if (errors.length) throw invalid(errors);
  return { item: String(out.item), cost: out.cost as number, data: out };
}

export class ItemNotFound extends NotFound {
  constructor() {
    super('Inventory item', 'inv.item_not_found');
  }
}

/** Port: inventory items. The scope is applied to every statement; a group filter narrows within it. */
export interface ItemRepository {
  listOfGroup(groupId: number, query: ListQuery, scope: TenantScope): Promise<Page<Item>>;
  get(id: number, scope: TenantScope): Promise<Item | null>;
  create(record: ItemInput, project: ProjectScope): Promise<Item>;
  update(id: number, changes: Partial<ItemInput>, scope: TenantScope): Promise<boolean>;
  delete(id: number, scope: TenantScope): Promise<boolean>;
  /** Whether the group has at least one item (a group's template may change only while it has none). */
  anyInGroup(groupId: number, scope: TenantScope): Promise<boolean>;
}
export const ITEM_REPOSITORY = portToken<ItemRepository>('ItemRepository');
