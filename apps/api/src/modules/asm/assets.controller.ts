import { Controller, Delete, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrFail, type FileStore, type TenantScope } from '@atrium/kernel';
import {
  AddAsset,
  ASSET_LIST,
  ASSET_REPOSITORY,
  AssetNotFound,
  DeleteAsset,
  FOLDER_REPOSITORY,
  FolderNotFound,
  type AssetRepository,
  type FolderRepository,
} from '@atrium/modules';
import { ApiUpload } from '../../files/api-upload.decorator.js';
import { FILE_STORE } from '../../files/files.tokens.js';
import { DOCUMENT_TYPES, IMAGE_TYPES, VIDEO_TYPES } from '../../files/media-types.js';
import { sendStoredFile } from '../../files/send-stored-file.js';
import { parentRecord } from '../../files/upload-parent.js';
import { UploadReceiver } from '../../files/upload-receiver.js';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ASSET_UPLOAD_FIELDS, AssetDto, AssetsQueryDto, toAssetDto } from './assets.dto.js';

/** What a digital asset may be: documents, images, audio and video, recognised from the bytes (else 415). */
export const ASSET_TYPES = [...DOCUMENT_TYPES, ...IMAGE_TYPES, ...VIDEO_TYPES, 'audio/*'] as const;

/** A whole number from a form field; anything else goes to the domain as is, which names it. */
const idOf = (value: string | undefined): unknown => (value !== undefined && /^\d+$/.test(value) ? Number(value) : value);

@ApiTags('asm')
@Controller('asm/assets')
@Access('users')
@InModule('asm')
export class AssetsController {
  constructor(
    @Inject(ASSET_REPOSITORY) private readonly assets: AssetRepository,
    @Inject(FOLDER_REPOSITORY) private readonly folders: FolderRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly receiver: UploadReceiver,
    private readonly addAsset: AddAsset,
    private readonly deleteAsset: DeleteAsset,
  ) {}

  @Get()
  @ProjectFrom('folder')
  @ApiOperation({ operationId: 'getAssets', summary: 'The files of one folder' })
  @ApiListOf(AssetDto, ASSET_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: AssetsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssetDto[]> {
    const folder = await findOrFail(this.folders.get(Number(q.folder), scope), FolderNotFound);
    const query = listQuery(q, ASSET_LIST);
    return sendPage(reply, 'asm/assets', query, await this.assets.listInFolder(folder.id, query, scope), toAssetDto);
  }

  @Post()
  @ProjectFrom('project', 'folder')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'uploadAsset',
    summary:
      'Uploads a file into a folder (label, access private or public), streamed, at most MAX_UPLOAD_MB; the folder names the project',
  })
  @ApiUpload({ fields: ASSET_UPLOAD_FIELDS, required: ['file', 'label', 'folder'] })
  @ApiOkResponse({ type: AssetDto })
  async upload(@Req() request: FastifyRequest): Promise<AssetDto> {
    const upload = await this.receiver.receive(request, {
      module: 'asm',
      accept: ASSET_TYPES,
      projectFrom: parentRecord('folder', this.folders, FolderNotFound),
    });
    // Whatever refuses the asset from here on deletes the stored file.
    return upload.commit(async ({ fields, files: [file], scope }) => {
      const stored = { key: file.key, filename: file.name, contentType: file.type, size: file.size };
      const input = { label: fields.label, access: fields.access, folder: idOf(fields.folder) };
      return toAssetDto(await this.addAsset.execute(input, stored, scope));
    });
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAsset', summary: 'Deletes a file, its bytes and its tags' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteAsset.execute(Number(q.id), scope);
  }

  @Get('download')
  @ProjectFrom('id')
  @ApiOperation({ operationId: 'downloadAsset', summary: 'A file, private or public, under its source name (ranges answer 206)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: "The file's bytes", schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 416)
  async download(@Query() q: IdQueryDto, @Scope() scope: TenantScope, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const asset = await findOrFail(this.assets.get(Number(q.id), scope), AssetNotFound);
    return sendStoredFile(request, reply, this.store, { key: asset.storageKey, type: asset.contentType, name: asset.source });
  }
}
