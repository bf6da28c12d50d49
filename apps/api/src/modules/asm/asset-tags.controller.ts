import { Body, Controller, Delete, Get, HttpCode, Patch, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { ASSET_TAG_LIST, DetachAsset, FOLDER_LIST, ListAssetTags, ListManagedFolders, SetAssetTags } from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { AssetTagDto, AssetTagsQueryDto, ManagedFolderDto, ManageQueryDto, SetAssetTagsDto, toAssetTagDto } from './assets.dto.js';

/** Tagging files to leads, customers and inventory items (spec 2 §7 Digital assets). */
@ApiTags('asm')
@Controller('asm')
@Access('users')
@InModule('asm')
export class AssetTagsController {
  constructor(
    private readonly listTags: ListAssetTags,
    private readonly listManaged: ListManagedFolders,
    private readonly setTags: SetAssetTags,
    private readonly detach: DetachAsset,
  ) {}

  @Get('tags')
  @ProjectFrom('typeId')
  @ApiOperation({
    operationId: 'getAssetTags',
    summary: 'A page of the files tagged to one lead, customer or inventory item (404 when not yours)',
  })
  @ApiListOf(AssetTagDto, ASSET_TAG_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: AssetTagsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssetTagDto[]> {
    const query = listQuery(q, ASSET_TAG_LIST);
    return sendPage(
      reply,
      'asm/tags',
      query,
      await this.listTags.execute({ tagType: q.tagType, typeId: Number(q.typeId) }, query, scope),
      toAssetTagDto,
    );
  }

  @Delete('tags')
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAssetTag', summary: 'Detaches a file from its record' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.detach.execute(Number(q.id), scope);
  }

  @Get('assets/manage')
  @ProjectFrom('project')
  @ApiOperation({
    operationId: 'getManagedAssets',
    summary: "A page of the project's folders (as the folders list: page, perPage, q, sort) with their files and each file's tags",
  })
  @ApiListOf(ManagedFolderDto, FOLDER_LIST)
  @ApiErrors(400)
  async manage(
    @Query() q: ManageQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ManagedFolderDto[]> {
    // The guard narrowed the scope to the named project.
    const query = listQuery(q, FOLDER_LIST);
    return sendPage(reply, 'asm/assets/manage', query, await this.listManaged.execute(query, scope), (folder) => folder);
  }

  @Patch('assets/manage')
  @ProjectFrom('project', 'selected')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'setAssetTags',
    summary: 'Tags exactly the selected files to a record (its other files are detached); files and record of one project',
  })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async set(@Body() body: SetAssetTagsDto, @Scope() scope: TenantScope): Promise<void> {
    await this.setTags.execute(body, scope);
  }
}
