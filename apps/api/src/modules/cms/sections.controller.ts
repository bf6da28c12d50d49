import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddSection,
  DeleteSection,
  SECTION_LIST,
  SECTION_REPOSITORY,
  SectionNotFound,
  UpdateSection,
  type SectionRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateSectionDto, SectionDto, toSectionDto, UpdateSectionDto } from './sections.dto.js';

@ApiTags('cms')
@Controller('cms/sections')
@Access('users')
@InModule('cms')
export class SectionsController {
  constructor(
    @Inject(SECTION_REPOSITORY) private readonly sections: SectionRepository,
    private readonly addSection: AddSection,
    private readonly updateSection: UpdateSection,
    private readonly deleteSection: DeleteSection,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.sections.get(id, scope), SectionNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getSections', summary: 'The content sections of a project (`project`); one section with `id`' })
  @ApiListOf(SectionDto, SECTION_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SectionDto | SectionDto[]> {
    if (q.id) return toSectionDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, SECTION_LIST);
    return sendPage(reply, 'cms/sections', query, await this.sections.list(query, scope), toSectionDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createSection', summary: 'Adds a section to a project (409 when the project has one of that name)' })
  @ApiOkResponse({ type: SectionDto })
  @ApiErrors(400, 409)
  async create(@Body() body: CreateSectionDto, @Scope() scope: TenantScope): Promise<SectionDto> {
    return toSectionDto(await this.addSection.execute({ name: body.name, label: body.label, code: body.code ?? '' }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateSection', summary: 'Changes a section (also takes the section as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async update(@Body() body: UpdateSectionDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toSectionDto(await this.one(body.id, scope)));
    await this.updateSection.execute(body.id, { name: body.name, label: body.label, code: body.code }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteSection', summary: 'Deletes a section; the groups that held it no longer do' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteSection.execute(Number(q.id), scope);
  }
}
