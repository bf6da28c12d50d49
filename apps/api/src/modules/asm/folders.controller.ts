import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddFolder,
  DeleteFolder,
  FOLDER_LIST,
  FOLDER_REPOSITORY,
  FolderNotFound,
  UpdateFolder,
  type FolderRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateFolderDto, FolderDto, toFolderDto, UpdateFolderDto } from './folders.dto.js';

@ApiTags('asm')
@Controller('asm/folders')
@Access('users')
@InModule('asm')
export class FoldersController {
  constructor(
    @Inject(FOLDER_REPOSITORY) private readonly folders: FolderRepository,
    private readonly addFolder: AddFolder,
    private readonly updateFolder: UpdateFolder,
    private readonly deleteFolder: DeleteFolder,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.folders.get(id, scope), FolderNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getFolders', summary: 'The asset folders of a project (`project`); one folder with `id`' })
  @ApiListOf(FolderDto, FOLDER_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FolderDto | FolderDto[]> {
    if (q.id) return toFolderDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, FOLDER_LIST);
    return sendPage(reply, 'asm/folders', query, await this.folders.list(query, scope), toFolderDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createFolder', summary: 'Adds an asset folder to a project' })
  @ApiOkResponse({ type: FolderDto })
  @ApiErrors(400)
  async create(@Body() body: CreateFolderDto, @Scope() scope: TenantScope): Promise<FolderDto> {
    return toFolderDto(await this.addFolder.execute({ folder: body.folder }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateFolder', summary: 'Renames a folder (also takes the folder as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateFolderDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toFolderDto(await this.one(body.id, scope)));
    await this.updateFolder.execute(body.id, { folder: body.folder }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteFolder', summary: 'Deletes a folder with its files (their bytes too) and their tags' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteFolder.execute(Number(q.id), scope);
  }
}
