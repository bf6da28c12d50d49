import { findOrFail, InvalidInput, scopeOfRecord, type Clock, type ProjectScope, type TenantScope } from '@atrium/kernel';
import {
  checkEngagementTagType,
  EngagementNotFound,
  EngagementOwnerNotFound,
  HOTTEST_DEFAULT_WINDOW_MS,
  HOTTEST_LIMIT,
  type EngagementRecord,
  type EngagementRepository,
  type HottestItem,
  type HottestItemsReport,
} from './engagement.js';
import { ItemNotFound, type ItemRepository } from './item.js';

/** Tags an item to a customer or lead of the item's project (spec 2 §7 POST /inv/tags). */
export class TagItem {
  constructor(
    private readonly engagements: EngagementRepository,
    private readonly items: Pick<ItemRepository, 'get'>,
  ) {}

  async execute(input: { inventoryId: number; tagType: unknown; typeId: number }, scope: TenantScope): Promise<EngagementRecord> {
    const tagType = checkEngagementTagType(input.tagType);
    const item = await findOrFail(this.items.get(input.inventoryId, scope), ItemNotFound);
    const project = scopeOfRecord(scope, item);
    if (!(await this.engagements.ownerExists(tagType, input.typeId, project)))
      throw new EngagementOwnerNotFound(tagType === 'lead' ? 'Lead' : 'Customer');
    return this.engagements.create({ inventoryId: item.id, tagType, typeId: input.typeId }, project);
  }
}

/** A web site records a visitor's interest in an item by e-mail (CONTRACT §7 POST /public/inv/engagements). */
export class EngageByEmail {
  constructor(
    private readonly engagements: EngagementRepository,
    private readonly items: Pick<ItemRepository, 'get'>,
  ) {}

  async execute(input: { inventoryId: number; email: string }, scope: TenantScope): Promise<EngagementRecord> {
    const item = await findOrFail(this.items.get(input.inventoryId, scope), ItemNotFound);
    const project = scopeOfRecord(scope, item);
    const owner = await this.engagements.ownerByEmail(input.email.trim(), project);
    if (!owner) throw new EngagementOwnerNotFound('Customer or lead with this e-mail');
    return this.engagements.create({ inventoryId: item.id, ...owner }, project);
  }
}

export class UntagItem {
  constructor(private readonly engagements: Pick<EngagementRepository, 'delete'>) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.engagements.delete(id, scope))) throw new EngagementNotFound();
  }
}

/**
 * The hottest-items report over [dateFrom, dateTo] in unix seconds, both ends included (dateTo covers its
 * whole second); without them, the last 600000 ms up to now (CONTRACT §9).
 */
export class ReportHottestItems {
  constructor(
    private readonly report: HottestItemsReport,
    private readonly clock: Clock,
  ) {}

  async execute(project: ProjectScope, window: { dateFrom?: number; dateTo?: number }): Promise<HottestItem[]> {
    const now = this.clock.now().getTime();
    const to = window.dateTo === undefined ? now + 1 : (window.dateTo + 1) * 1000;
    const from = window.dateFrom === undefined ? to - 1 - HOTTEST_DEFAULT_WINDOW_MS : window.dateFrom * 1000;
    if (from >= to)
      throw new InvalidInput('dateFrom must not be after dateTo', [{ field: 'dateFrom', message: 'must not be after dateTo' }]);
    return this.report.hottest(project, new Date(from), new Date(to), HOTTEST_LIMIT);
  }
}
