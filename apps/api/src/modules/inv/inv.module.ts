import { Module } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import {
  AddInventoryGroup,
  AddItem,
  AddTemplate,
  DeleteInventoryGroup,
  DeleteItem,
  DeleteTemplate,
  ENGAGEMENT_REPOSITORY,
  HOTTEST_ITEMS_REPORT,
  INVENTORY_GROUP_REPOSITORY,
  ITEM_REPOSITORY,
  ReportHottestItems,
  SetItemStatus,
  TagItem,
  TEMPLATE_REPOSITORY,
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
import { EngagementsController } from './engagements.controller.js';
import { TemplatesController } from './templates.controller.js';

/** Inventory (spec 2 "Inventory"): module code `inv`. */
@Module({
  controllers: [TemplatesController, InventoryGroupsController, ItemsController, EngagementsController],
  providers: [
    factoryAs(TEMPLATE_REPOSITORY, TypeormTemplateRepository, EntityManager),
    factoryAs(INVENTORY_GROUP_REPOSITORY, TypeormInventoryGroupRepository, EntityManager),
    factoryAs(ITEM_REPOSITORY, TypeormItemRepository, EntityManager),
    factoryAs(ENGAGEMENT_REPOSITORY, TypeormEngagementRepository, EntityManager),
    factoryAs(HOTTEST_ITEMS_REPORT, TypeormHottestItemsReport, EntityManager),
    factory(AddTemplate, TEMPLATE_REPOSITORY),
    factory(UpdateTemplate, TEMPLATE_REPOSITORY),
    factory(DeleteTemplate, TEMPLATE_REPOSITORY),
    factory(AddInventoryGroup, INVENTORY_GROUP_REPOSITORY, TEMPLATE_REPOSITORY),
    factory(UpdateInventoryGroup, INVENTORY_GROUP_REPOSITORY, TEMPLATE_REPOSITORY, ITEM_REPOSITORY),
    factory(DeleteInventoryGroup, INVENTORY_GROUP_REPOSITORY),
    factory(AddItem, ITEM_REPOSITORY, INVENTORY_GROUP_REPOSITORY, TEMPLATE_REPOSITORY),
    factory(UpdateItem, ITEM_REPOSITORY, INVENTORY_GROUP_REPOSITORY, TEMPLATE_REPOSITORY),
    factory(SetItemStatus, ITEM_REPOSITORY),
    factory(DeleteItem, ITEM_REPOSITORY),
    factory(ReportHottestItems, HOTTEST_ITEMS_REPORT, SYSTEM_CLOCK),
    factory(TagItem, ENGAGEMENT_REPOSITORY, ITEM_REPOSITORY),
    factory(UntagItem, ENGAGEMENT_REPOSITORY),
  ],
})
export class InvModule {}
