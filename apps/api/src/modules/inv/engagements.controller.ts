import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import {
  ENGAGEMENT_LIST,
  ENGAGEMENT_REPOSITORY,
  EngagementNotFound,
  ITEM_REPOSITORY,
  ItemNotFound,
  TagItem,
  UntagItem,
  type EngagementRepository,
  type ItemRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { CreateEngagementDto, EngagementDto, EngagementsQueryDto, toEngagementDto } from './engagements.dto.js';

@ApiTags('inv')
@Controller('inv/tags')
@Access('users')
@InModule('inv')
export class EngagementsController {
  constructor(
    @Inject(ENGAGEMENT_REPOSITORY) private readonly engagements: EngagementRepository,
    @Inject(ITEM_REPOSITORY) private readonly items: ItemRepository,
    private readonly tagItem: TagItem,
    private readonly untagItem: UntagItem,
  ) {}

  @Get()
  @ProjectFrom('item', 'typeId', 'tagType', 'project')
  @ApiOperation({
    operationId: 'getEngagements',
    summary: 'Engagements: of one type (`tagType`), of one customer or lead (`typeId` and `tagType`) or of one item (`item`), newest first',
  })
  @ApiListOf(EngagementDto, ENGAGEMENT_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: EngagementsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EngagementDto[]> {
    if (q.tagType === undefined && q.item === undefined)
      throw new InvalidInput('Give tagType (with typeId for one owner) or item', [{ field: 'tagType', message: 'is required (or item)' }]);
    if (q.typeId !== undefined && q.tagType === undefined)
      throw new InvalidInput('typeId needs tagType', [{ field: 'tagType', message: 'is required with typeId' }]);
    if (q.item !== undefined) await findOrFail(this.items.get(Number(q.item), scope), ItemNotFound);
    const filter = {
      tagType: q.tagType,
      typeId: q.typeId === undefined ? undefined : Number(q.typeId),
      inventoryId: q.item === undefined ? undefined : Number(q.item),
    };
    const query = listQuery({ sort: 'id', order: 'desc', ...q }, ENGAGEMENT_LIST);
    return sendPage(reply, 'inv/tags', query, await this.engagements.listOf(filter, query, scope), toEngagementDto);
  }

  @Post()
  @ProjectFrom('inventory')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createEngagement', summary: "Tags an item to a customer or lead of the item's project (an engagement)" })
  @ApiOkResponse({ type: EngagementDto })
  @ApiErrors(400)
  async create(@Body() body: CreateEngagementDto, @Scope() scope: TenantScope): Promise<EngagementDto> {
    const created = await this.tagItem.execute({ inventoryId: body.inventory, tagType: body.tagType, typeId: body.typeId }, scope);
    return toEngagementDto(await findOrFail(this.engagements.get(created.id, scope), EngagementNotFound));
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteEngagement', summary: 'Removes an engagement' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.untagItem.execute(Number(q.id), scope);
  }
}
