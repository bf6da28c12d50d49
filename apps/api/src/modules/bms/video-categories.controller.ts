import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddVideoCategory,
  DeleteVideoCategory,
  UpdateVideoCategory,
  VIDEO_CATEGORY_LIST,
  VIDEO_CATEGORY_REPOSITORY,
  VideoCategoryNotFound,
  type VideoCategoryRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateVideoCategoryDto, toVideoCategoryDto, UpdateVideoCategoryDto, VideoCategoryDto } from './video-categories.dto.js';

@ApiTags('bms')
@Controller('bms/categories')
@Access('users')
@InModule('bms')
export class VideoCategoriesController {
  constructor(
    @Inject(VIDEO_CATEGORY_REPOSITORY) private readonly categories: VideoCategoryRepository,
    private readonly addCategory: AddVideoCategory,
    private readonly updateCategory: UpdateVideoCategory,
    private readonly deleteCategory: DeleteVideoCategory,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.categories.get(id, scope), VideoCategoryNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getVideoCategories', summary: 'The video categories of a project (`project`); one category with `id`' })
  @ApiListOf(VideoCategoryDto, VIDEO_CATEGORY_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VideoCategoryDto | VideoCategoryDto[]> {
    if (q.id) return toVideoCategoryDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, VIDEO_CATEGORY_LIST);
    return sendPage(reply, 'bms/categories', query, await this.categories.list(query, scope), toVideoCategoryDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createVideoCategory', summary: 'Adds a video category to a project' })
  @ApiOkResponse({ type: VideoCategoryDto })
  @ApiErrors(400)
  async create(@Body() body: CreateVideoCategoryDto, @Scope() scope: TenantScope): Promise<VideoCategoryDto> {
    return toVideoCategoryDto(await this.addCategory.execute({ name: body.name }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateVideoCategory', summary: 'Renames a video category (also takes the category as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateVideoCategoryDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toVideoCategoryDto(await this.one(body.id, scope)));
    await this.updateCategory.execute(body.id, { name: body.name }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteVideoCategory',
    summary: 'Deletes a video category (409 bms.video_category_in_use while it still has videos)',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteCategory.execute(Number(q.id), scope);
  }
}
