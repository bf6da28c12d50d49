import type {
  EngagementRepository,
  HottestItemsReport,
  InventoryGroupRepository,
  ItemRepository,
  TemplateRepository,
} from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `inv`, as controllers and use cases ask for them (inv.module.ts binds their adapters). */
export const TEMPLATES = token<TemplateRepository>('TemplateRepository');
export const INVENTORY_GROUPS = token<InventoryGroupRepository>('InventoryGroupRepository');
export const ITEMS = token<ItemRepository>('ItemRepository');
export const ENGAGEMENTS = token<EngagementRepository>('EngagementRepository');
export const HOTTEST_ITEMS = token<HottestItemsReport>('HottestItemsReport');
