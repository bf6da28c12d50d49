import {
  InvalidInput,
  listContract,
  NotFound,
  portToken,
  type ListQuery,
  type Page,
  type ProjectRecord,
  type ProjectScope,
  type TenantScope,
} from '@atrium/kernel';

export const ENGAGEMENT_TAG_TYPES = ['customer', 'lead'] as const;
/** Who an item engaged (spec 2 §3 "Inventory tag"): a customer or a lead of the item's project. */
export type EngagementTagType = (typeof ENGAGEMENT_TAG_TYPES)[number];

export function checkEngagementTagType(value: unknown): EngagementTagType {
  if (!ENGAGEMENT_TAG_TYPES.includes(value as EngagementTagType))
    throw new InvalidInput('tagType must be customer or lead', [{ field: 'tagType', message: 'must be customer or lead' }]);
  return value as EngagementTagType;
}

/** An engagement as stored: one interest of a customer or lead in one item, at one time. */
export interface EngagementRecord extends ProjectRecord {
  inventoryId: number;
  tagType: EngagementTagType;
  typeId: number;
  createdAt: Date;
}

/** An engagement as read: with the item's name and the owner's names (null once the owner is deleted). */
export interface Engagement extends EngagementRecord {
  inventoryName: string;
  ownerDetails: { firstname: string; lastname: string; email: string } | null;
}

export type EngagementInput = Pick<EngagementRecord, 'inventoryId' | 'tagType' | 'typeId'>;

/** The engagements lists (CONTRACT §4). */
export const ENGAGEMENT_LIST = listContract({
  sortable: ['id', 'createdAt'],
  date: 'createdAt',
  defaultSort: 'id',
});

/** What an engagements list narrows to (spec 2 §7: by tagType, by owner, or by item). */
export interface EngagementFilter {
  tagType?: EngagementTagType;
  typeId?: number;
  inventoryId?: number;
}

export class EngagementNotFound extends NotFound {
  constructor() {
    super('Inventory tag', 'inv.tag_not_found');
  }
}

/** The customer or lead an engagement names is not one of the item's project. */
export class EngagementOwnerNotFound extends NotFound {
  constructor(what = 'Customer or lead') {
    super(what, 'inv.tag_owner_not_found');
  }
}

/** Port: engagements, and the people they may name. */
export interface EngagementRepository {
  listOf(filter: EngagementFilter, query: ListQuery, scope: TenantScope): Promise<Page<Engagement>>;
  get(id: number, scope: TenantScope): Promise<Engagement | null>;
  create(record: EngagementInput, project: ProjectScope): Promise<EngagementRecord>;
  delete(id: number, scope: TenantScope): Promise<boolean>;
  /** Whether a customer or lead with this id belongs to the project. */
  ownerExists(tagType: EngagementTagType, typeId: number, project: ProjectScope): Promise<boolean>;
  /** The project's customer with this e-mail, else its lead with it (a converted lead's customer wins). */
  ownerByEmail(email: string, project: ProjectScope): Promise<{ tagType: EngagementTagType; typeId: number } | null>;
}
export const ENGAGEMENT_REPOSITORY = portToken<EngagementRepository>('EngagementRepository');

/** One row of the hottest-items report: an item and how many engagements it had in the window. */
export interface HottestItem {
  id: number;
  name: string;
  count: number;
  /** The item's cost, Canadian dollars. */
  price: number;
}

/** The report's default window (CONTRACT §9): the last 600000 milliseconds. */
export const HOTTEST_DEFAULT_WINDOW_MS = 600_000;
/** The report answers at most this many items, the most engaged first. */
export const HOTTEST_LIMIT = 100;

/** Port: the hottest-items report, computed in SQL over a project's engagements. */
export interface HottestItemsReport {
  /** Engagements with from ≤ createdAt < to, counted per item, most first (ties by item id). */
  hottest(project: ProjectScope, from: Date, to: Date, limit: number): Promise<HottestItem[]>;
}
export const HOTTEST_ITEMS_REPORT = portToken<HottestItemsReport>('HottestItemsReport');
