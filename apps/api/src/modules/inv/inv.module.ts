import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddInventoryGroup,
  AddItem,
  AddTemplate,
  DeleteInventoryGroup,
  DeleteItem,
  DeleteTemplate,
  ReportHottestItems,
  SetItemStatus,
  TagItem,
  UntagItem,
  UpdateInventoryGroup,
  UpdateItem,
  UpdateTemplate,
} from '@atrium/modules';
import {
  TypeormEngagementRepository,
  TypeormHottestItemsReport,
  TypeormInventoryGroupRepository,
  TypeormItemRepository,
  TypeormTemplateRepository,
} from '@atrium/persistence';
import { SYSTEM_CLOCK } from '../../platform/platform.tokens.js';
import { factory, factoryAs } from '../../wiring.js';
import { InventoryGroupsController } from './groups.controller.js';
import { ItemsController } from './items.controller.js';
import { EngagementsController } from './tags.controller.js';
import { TemplatesController } from './templates.controller.js';
import { ENGAGEMENTS, HOTTEST_ITEMS, INVENTORY_GROUPS, ITEMS, TEMPLATES } from './inv.tokens.js';

/** Inventory (spec 2 "Inventory"): module code `inv`. */
@Module({
  controllers: [TemplatesController, InventoryGroupsController, ItemsController, EngagementsController],
  providers: [
    factoryAs(TEMPLATES, TypeormTemplateRepository, EntityManager),
    factoryAs(INVENTORY_GROUPS, TypeormInventoryGroupRepository, EntityManager),
    factoryAs(ITEMS, TypeormItemRepository, EntityManager),
    factoryAs(ENGAGEMENTS, TypeormEngagementRepository, EntityManager),
    factoryAs(HOTTEST_ITEMS, TypeormHottestItemsReport, EntityManager),
    factory(AddTemplate, TEMPLATES),
    factory(UpdateTemplate, TEMPLATES),
    factory(DeleteTemplate, TEMPLATES),
    factory(AddInventoryGroup, INVENTORY_GROUPS, TEMPLATES),
    factory(UpdateInventoryGroup, INVENTORY_GROUPS, TEMPLATES, ITEMS),
    factory(DeleteInventoryGroup, INVENTORY_GROUPS),
    factory(AddItem, ITEMS, INVENTORY_GROUPS, TEMPLATES),
    factory(UpdateItem, ITEMS, INVENTORY_GROUPS, TEMPLATES),
    factory(SetItemStatus, ITEMS),
    factory(DeleteItem, ITEMS),
    factory(ReportHottestItems, HOTTEST_ITEMS, SYSTEM_CLOCK),
    factory(TagItem, ENGAGEMENTS, ITEMS),
    factory(UntagItem, ENGAGEMENTS),
  ],
})
export class InvModule {}
