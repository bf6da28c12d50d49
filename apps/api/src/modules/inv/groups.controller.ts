import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddInventoryGroup,
  DeleteInventoryGroup,
  INVENTORY_GROUP_LIST,
  INVENTORY_GROUP_REPOSITORY,
  InventoryGroupNotFound,
  UpdateInventoryGroup,
  type InventoryGroupRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateInventoryGroupDto, InventoryGroupDto, toInventoryGroupDto, UpdateInventoryGroupDto } from './groups.dto.js';

@ApiTags('inv')
@Controller('inv/groups')
@Access('users')
@InModule('inv')
export class InventoryGroupsController {
  constructor(
    @Inject(INVENTORY_GROUP_REPOSITORY) private readonly groups: InventoryGroupRepository,
    private readonly addGroup: AddInventoryGroup,
    private readonly updateGroup: UpdateInventoryGroup,
    private readonly deleteGroup: DeleteInventoryGroup,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.groups.get(id, scope), InventoryGroupNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getInventoryGroups', summary: 'The inventory groups of a project (`project`); one with `id`' })
  @ApiListOf(InventoryGroupDto, INVENTORY_GROUP_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InventoryGroupDto | InventoryGroupDto[]> {
    if (q.id) return toInventoryGroupDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, INVENTORY_GROUP_LIST);
    return sendPage(reply, 'inv/groups', query, await this.groups.list(query, scope), toInventoryGroupDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createInventoryGroup', summary: 'Adds a group of items sharing one template of the project' })
  @ApiOkResponse({ type: InventoryGroupDto })
  @ApiErrors(400)
  async create(@Body() body: CreateInventoryGroupDto, @Scope() scope: TenantScope): Promise<InventoryGroupDto> {
    return toInventoryGroupDto(await this.addGroup.execute({ name: body.name, templateId: body.template }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateInventoryGroup', summary: 'Renames a group, or changes its template while it has no items' })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async update(@Body() body: UpdateInventoryGroupDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toInventoryGroupDto(await this.one(body.id, scope)));
    await this.updateGroup.execute(body.id, { name: body.name, templateId: body.template }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteInventoryGroup', summary: 'Deletes a group with its items and their engagements' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteGroup.execute(Number(q.id), scope);
  }
}
