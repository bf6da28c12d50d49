import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { DetachAsset, ListAssetTags, SetAssetTags, type AssetTagRepository } from '@atrium/modules';
import { TypeormAssetTagRepository } from '@atrium/persistence';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { IdQueryDto } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { AssetTagDto, AssetTagsQueryDto, ManagedFolderDto, ManageQueryDto, SetAssetTagsDto, toAssetTagDto } from './assets.dto.js';

/** Tagging files to leads, customers and inventory items (spec 2 §7 Digital assets). */
@ApiTags('asm')
@Controller('asm')
@Access('users')
@InModule('asm')
export class AssetTagsController {
  constructor(
    @Inject(TypeormAssetTagRepository) private readonly tags: AssetTagRepository,
    private readonly listTags: ListAssetTags,
    private readonly setTags: SetAssetTags,
    private readonly detach: DetachAsset,
  ) {}

  @Get('tags')
  @ApiOperation({ operationId: 'getAssetTags', summary: 'The files tagged to one lead, customer or inventory item (404 when not yours)' })
  @ApiOkResponse({ type: [AssetTagDto] })
  @ApiErrors(400)
  async list(@Query() q: AssetTagsQueryDto, @Scope() scope: TenantScope): Promise<AssetTagDto[]> {
    return (await this.listTags.execute({ tagType: q.tagType, typeId: Number(q.typeId) }, scope)).map(toAssetTagDto);
  }

  @Delete('tags')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAssetTag', summary: 'Detaches a file from its record' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.detach.execute(Number(q.id), scope);
  }

  @Get('assets/manage')
  @ApiOperation({ operationId: 'getManagedAssets', summary: "The project's folders with their files and each file's tags" })
  @ApiOkResponse({ type: [ManagedFolderDto] })
  @ApiErrors(400)
  async manage(@Query() _q: ManageQueryDto, @Scope() scope: TenantScope): Promise<ManagedFolderDto[]> {
    // The guard narrowed the scope to the named project.
    return this.tags.manage(scope);
  }

  @Patch('assets/manage')
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
