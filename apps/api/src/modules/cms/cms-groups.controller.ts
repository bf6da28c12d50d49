import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddCmsGroup,
  CMS_GROUP_LIST,
  CMS_GROUP_REPOSITORY,
  CmsGroupNotFound,
  DeleteCmsGroup,
  UpdateCmsGroup,
  type CmsGroupRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CmsGroupDto, CreateCmsGroupDto, toCmsGroupDto, UpdateCmsGroupDto } from './cms-groups.dto.js';

@ApiTags('cms')
@Controller('cms/groups')
@Access('users')
@InModule('cms')
export class CmsGroupsController {
  constructor(
    @Inject(CMS_GROUP_REPOSITORY) private readonly groups: CmsGroupRepository,
    private readonly addGroup: AddCmsGroup,
    private readonly updateGroup: UpdateCmsGroup,
    private readonly deleteGroup: DeleteCmsGroup,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.groups.get(id, scope), CmsGroupNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getCmsGroups', summary: 'The section groups of a project (`project`); one group with `id`' })
  @ApiListOf(CmsGroupDto, CMS_GROUP_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CmsGroupDto | CmsGroupDto[]> {
    if (q.id) return toCmsGroupDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, CMS_GROUP_LIST);
    return sendPage(reply, 'cms/groups', query, await this.groups.list(query, scope), toCmsGroupDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createCmsGroup', summary: "Adds a group of the project's sections (400 naming any other section id)" })
  @ApiOkResponse({ type: CmsGroupDto })
  @ApiErrors(400)
  async create(@Body() body: CreateCmsGroupDto, @Scope() scope: TenantScope): Promise<CmsGroupDto> {
    return toCmsGroupDto(await this.addGroup.execute({ name: body.name, sections: body.sections ?? [] }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateCmsGroup',
    summary: 'Renames a group and/or replaces its sections (also takes the group as read back)',
  })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateCmsGroupDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toCmsGroupDto(await this.one(body.id, scope)));
    await this.updateGroup.execute(body.id, { name: body.name, sections: body.sections }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteCmsGroup', summary: 'Deletes a group (its sections stay)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteGroup.execute(Number(q.id), scope);
  }
}
