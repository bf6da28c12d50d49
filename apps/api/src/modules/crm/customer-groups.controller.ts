import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddCustomerGroup,
  CUSTOMER_GROUP_LIST,
  CUSTOMER_GROUP_REPOSITORY,
  CustomerGroupNotFound,
  DeleteCustomerGroup,
  UpdateCustomerGroup,
  type CustomerGroupRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateCustomerGroupDto, CustomerGroupDto, toCustomerGroupDto, UpdateCustomerGroupDto } from './customer-groups.dto.js';

@ApiTags('crm')
@Controller('crm/groups')
@Access('users')
@InModule('crm')
export class CustomerGroupsController {
  constructor(
    @Inject(CUSTOMER_GROUP_REPOSITORY) private readonly groups: CustomerGroupRepository,
    private readonly addGroup: AddCustomerGroup,
    private readonly updateGroup: UpdateCustomerGroup,
    private readonly deleteGroup: DeleteCustomerGroup,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.groups.get(id, scope), CustomerGroupNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getCustomerGroups', summary: 'The customer groups of a project (`project`); one group with `id`' })
  @ApiListOf(CustomerGroupDto, CUSTOMER_GROUP_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerGroupDto | CustomerGroupDto[]> {
    if (q.id) return toCustomerGroupDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, CUSTOMER_GROUP_LIST);
    return sendPage(reply, 'crm/groups', query, await this.groups.list(query, scope), toCustomerGroupDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createCustomerGroup', summary: 'Adds a customer group to a project' })
  @ApiOkResponse({ type: CustomerGroupDto })
  @ApiErrors(400)
  async create(@Body() body: CreateCustomerGroupDto, @Scope() scope: TenantScope): Promise<CustomerGroupDto> {
    return toCustomerGroupDto(await this.addGroup.execute({ groupName: body.groupName }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateCustomerGroup', summary: 'Renames a customer group (also takes the group as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateCustomerGroupDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toCustomerGroupDto(await this.one(body.id, scope)));
    await this.updateGroup.execute(body.id, { groupName: body.groupName }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteCustomerGroup', summary: 'Deletes a customer group (409 while it still has customers)' })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteGroup.execute(Number(q.id), scope);
  }
}
