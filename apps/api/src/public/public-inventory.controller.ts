import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  EngageByEmail,
  INVENTORY_GROUP_REPOSITORY,
  InventoryGroupNotFound,
  ITEM_LIST,
  ITEM_REPOSITORY,
  type InventoryGroupRepository,
  type ItemRepository,
} from '@atrium/modules';
import { Access } from '../http/access.decorator.js';
import { InModule } from '../http/module.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { ItemDto, toItemDto } from '../modules/inv/items.dto.js';
import { PublicItemsQueryDto, PublicEngagementDto, PublicEngagementReceiptDto } from './public-inventory.dto.js';

@ApiTags('public')
@Controller('public/inv')
@Access('project-token')
@InModule('inv')
export class PublicInventoryController {
  constructor(
    @Inject(ITEM_REPOSITORY) private readonly items: ItemRepository,
    @Inject(INVENTORY_GROUP_REPOSITORY) private readonly groups: InventoryGroupRepository,
    private readonly engage: EngageByEmail,
  ) {}

  @Get('items')
  @ApiOperation({
    operationId: 'getPublicInventoryItems',
    summary: "The items of one of the key's project's groups, with their status (0 Available, 1 Hold, 2 Sold)",
  })
  @ApiListOf(ItemDto, ITEM_LIST)
  @ApiErrors(400, 404)
  async list(
    @Query() q: PublicItemsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ItemDto[]> {
    const group = await findOrFail(this.groups.get(Number(q.group), scope), InventoryGroupNotFound);
    const query = listQuery(q, ITEM_LIST);
    return sendPage(reply, 'public/inv/items', query, await this.items.listOfGroup(group.id, query, scope), toItemDto);
  }

  @Post('engagements')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createPublicInventoryEngagement',
    summary: "Records a visitor's interest in an item, linked to the project's customer with that e-mail, else its lead (404 when neither)",
  })
  @ApiOkResponse({ type: PublicEngagementReceiptDto })
  @ApiErrors(400, 404)
  async engagement(@Body() body: PublicEngagementDto, @Scope() scope: TenantScope): Promise<PublicEngagementReceiptDto> {
    const e = await this.engage.execute({ inventoryId: body.item, email: body.email }, scope);
    return { id: e.id, tagType: e.tagType, typeId: e.typeId, item: e.inventoryId };
  }
}
