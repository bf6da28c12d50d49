import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, MAX_ID, projectOf, type TenantScope } from '@atrium/kernel';
import {
  AddItem,
  DeleteItem,
  INVENTORY_GROUP_REPOSITORY,
  InventoryGroupNotFound,
  ITEM_LIST,
  ITEM_REPOSITORY,
  ItemNotFound,
  ReportHottestItems,
  SetItemStatus,
  UpdateItem,
  type InventoryGroupRepository,
  type ItemRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import {
  CreateItemDto,
  HottestItemDto,
  HottestQueryDto,
  ItemDto,
  ItemsQueryDto,
  ItemStatusDto,
  toHottestItemDto,
  toItemDto,
  UpdateItemDto,
} from './items.dto.js';

@ApiTags('inv')
@Controller('inv/items')
@Access('users')
@InModule('inv')
export class ItemsController {
  constructor(
    @Inject(ITEM_REPOSITORY) private readonly items: ItemRepository,
    @Inject(INVENTORY_GROUP_REPOSITORY) private readonly groups: InventoryGroupRepository,
    private readonly addItem: AddItem,
    private readonly updateItem: UpdateItem,
    private readonly setStatus: SetItemStatus,
    private readonly deleteItem: DeleteItem,
    private readonly hottestItems: ReportHottestItems,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.items.get(id, scope), ItemNotFound);
  }

  @Get()
  @ProjectFrom('group', 'id', 'project')
  @ApiOperation({ operationId: 'getInventoryItems', summary: 'The items of a group (`group`); one item with `id`' })
  @ApiListOf(ItemDto, ITEM_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ItemsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ItemDto | ItemDto[]> {
    if (q.id) return toItemDto(await this.one(Number(q.id), scope));
    if (q.group === undefined) throw new InvalidInput('Give group (a list) or id (one item)', [{ field: 'group', message: 'is required' }]);
    const query = listQuery(q, ITEM_LIST);
    // Ids are 32-bit in the database: a larger one names no group, and must not reach SQL (an error there).
    if (Number(q.group) > MAX_ID) throw new InventoryGroupNotFound();
    const page = await this.items.listOfGroup(Number(q.group), query, scope);
    // A group that is not the caller's answers 404, as a read of it would, rather than an empty list. Only
    // an empty page can be such a group's (the page is read within the caller's scope), so only it asks.
    if (!page.rows.length) await findOrFail(this.groups.get(Number(q.group), scope), InventoryGroupNotFound);
    return sendPage(reply, 'inv/items', query, page, toItemDto);
  }

  @Get('hottest')
  @ProjectFrom('project')
  @ApiOperation({
    operationId: 'getHottestItems',
    summary: 'The most engaged items of a project between dateFrom and dateTo (unix seconds; default the last 600000 ms), at most 100',
  })
  @ApiOkResponse({ type: HottestItemDto, isArray: true })
  @ApiErrors(400)
  async hottest(@Query() q: HottestQueryDto, @Scope() scope: TenantScope): Promise<HottestItemDto[]> {
    const window = {
      dateFrom: q.dateFrom === undefined ? undefined : Number(q.dateFrom),
      dateTo: q.dateTo === undefined ? undefined : Number(q.dateTo),
    };
    return (await this.hottestItems.execute(projectOf(scope), window)).map(toHottestItemDto);
  }

  @Post()
  @ProjectFrom('inventoryGroup')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createInventoryItem',
    summary: "Adds an item to a group, its data matching the group's template; it starts Available (0)",
  })
  @ApiOkResponse({ type: ItemDto })
  @ApiErrors(400)
  async create(@Body() body: CreateItemDto, @Scope() scope: TenantScope): Promise<ItemDto> {
    return toItemDto(await this.addItem.execute({ inventoryGroupId: body.inventoryGroup, data: body.data, status: body.status }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateInventoryItem', summary: "Changes an item's data (or group); the template's fields apply" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateItemDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toItemDto(await this.one(body.id, scope)));
    await this.updateItem.execute(body.id, { inventoryGroupId: body.inventoryGroup, data: body.data }, scope);
  }

  @Patch('status')
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'setInventoryItemStatus', summary: "Sets an item's availability: 0 Available, 1 Hold, 2 Sold" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async status(@Body() body: ItemStatusDto, @Scope() scope: TenantScope): Promise<void> {
    await this.setStatus.execute(body.id, body.status, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteInventoryItem', summary: 'Deletes an item with its engagements' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteItem.execute(Number(q.id), scope);
  }
}
