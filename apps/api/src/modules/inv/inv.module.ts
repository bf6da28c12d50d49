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
import { factory } from '../../wiring.js';
import { InventoryGroupsController } from './groups.controller.js';
import { ItemsController } from './items.controller.js';
import { EngagementsController } from './tags.controller.js';
import { TemplatesController } from './templates.controller.js';

const TEMPLATES = TypeormTemplateRepository;
const GROUPS = TypeormInventoryGroupRepository;
const ITEMS = TypeormItemRepository;
const TAGS = TypeormEngagementRepository;

/** Inventory (spec 2 "Inventory"): module code `inv`. */
@Module({
  controllers: [TemplatesController, InventoryGroupsController, ItemsController, EngagementsController],
  providers: [
    factory(TEMPLATES, EntityManager),
    factory(GROUPS, EntityManager),
    factory(ITEMS, EntityManager),
    factory(TAGS, EntityManager),
    factory(TypeormHottestItemsReport, EntityManager),
    factory(AddTemplate, TEMPLATES),
    factory(UpdateTemplate, TEMPLATES),
    factory(DeleteTemplate, TEMPLATES),
    factory(AddInventoryGroup, GROUPS, TEMPLATES),
    factory(UpdateInventoryGroup, GROUPS, TEMPLATES, ITEMS),
    factory(DeleteInventoryGroup, GROUPS),
    factory(AddItem, ITEMS, GROUPS, TEMPLATES),
    factory(UpdateItem, ITEMS, GROUPS, TEMPLATES),
    factory(SetItemStatus, ITEMS),
    factory(DeleteItem, ITEMS),
    factory(ReportHottestItems, TypeormHottestItemsReport, SYSTEM_CLOCK),
    factory(TagItem, TAGS, ITEMS),
    factory(UntagItem, TAGS),
  ],
})
export class InvModule {}
