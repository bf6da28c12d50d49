import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddTemplate,
  DeleteTemplate,
  TEMPLATE_LIST,
  TEMPLATE_REPOSITORY,
  TemplateNotFound,
  UpdateTemplate,
  type TemplateRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateTemplateDto, TemplateDto, toTemplateDto, UpdateTemplateDto } from './templates.dto.js';

@ApiTags('inv')
@Controller('inv/templates')
@Access('users')
@InModule('inv')
export class TemplatesController {
  constructor(
    @Inject(TEMPLATE_REPOSITORY) private readonly templates: TemplateRepository,
    private readonly addTemplate: AddTemplate,
    private readonly updateTemplate: UpdateTemplate,
    private readonly deleteTemplate: DeleteTemplate,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.templates.get(id, scope), TemplateNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getInventoryTemplates', summary: 'The inventory templates of a project (`project`); one with `id`' })
  @ApiListOf(TemplateDto, TEMPLATE_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TemplateDto | TemplateDto[]> {
    if (q.id) return toTemplateDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, TEMPLATE_LIST);
    return sendPage(reply, 'inv/templates', query, await this.templates.list(query, scope), toTemplateDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createInventoryTemplate', summary: 'Adds a template; its fields must contain item and cost' })
  @ApiOkResponse({ type: TemplateDto })
  @ApiErrors(400)
  async create(@Body() body: CreateTemplateDto, @Scope() scope: TenantScope): Promise<TemplateDto> {
    return toTemplateDto(await this.addTemplate.execute({ name: body.name, fields: body.fields }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateInventoryTemplate',
    summary: 'Renames a template or changes its fields (stored items keep their data)',
  })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateTemplateDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toTemplateDto(await this.one(body.id, scope)));
    await this.updateTemplate.execute(body.id, { name: body.name, fields: body.fields }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteInventoryTemplate', summary: 'Deletes a template (409 while a group uses it)' })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteTemplate.execute(Number(q.id), scope);
  }
}
