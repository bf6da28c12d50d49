import { Controller, Delete, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrFail, type FileStore, type TenantScope } from '@atrium/kernel';
import {
  AddProjectAsset,
  AddProjectAssetFromSource,
  DeleteProjectAsset,
  isLink,
  PROJECT_ASSET_LIST,
  PROJECT_ASSET_REPOSITORY,
  ProjectAssetNotFound,
  type ProjectAssetRepository,
} from '@atrium/modules';
import { ApiUpload, FILE_STORE, IMAGE_TYPES, sendStoredFile, UploadReceiver, VIDEO_TYPES } from '../../files/index.js';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { validBody } from '../../http/validation.pipe.js';
import {
  CreateProjectAssetDto,
  PROJECT_ASSET_UPLOAD_FIELDS,
  ProjectAssetDto,
  ProjectAssetsQueryDto,
  toProjectAssetDto,
} from './project-assets.dto.js';

/** The project assets page (spec 1): a project's images and videos, their bytes in the file store. */
@ApiTags('cms')
@Controller('cms/assets')
@Access('users')
@InModule('cms')
export class ProjectAssetsController {
  constructor(
    @Inject(PROJECT_ASSET_REPOSITORY) private readonly assets: ProjectAssetRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly receiver: UploadReceiver,
    private readonly addAsset: AddProjectAsset,
    private readonly addFromSource: AddProjectAssetFromSource,
    private readonly deleteAsset: DeleteProjectAsset,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.assets.get(id, scope), ProjectAssetNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getProjectAssets', summary: 'The images or videos (`type`) of a project (`project`); one asset with `id`' })
  @ApiListOf(ProjectAssetDto, PROJECT_ASSET_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectAssetsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProjectAssetDto | ProjectAssetDto[]> {
    if (q.id) return toProjectAssetDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, PROJECT_ASSET_LIST);
    return sendPage(reply, 'cms/assets', query, await this.assets.listOfType(query, q.type, scope), toProjectAssetDto);
  }

  @Get('file')
  @ProjectFrom('id')
  @ApiOperation({
    operationId: 'downloadProjectAsset',
    summary: "An asset's bytes under its file name; `Range` answers 206; a link answers 302 to its address",
  })
  @ApiProduces('image/*', 'video/*')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400)
  async download(@Query() q: IdQueryDto, @Scope() scope: TenantScope, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const asset = await this.one(Number(q.id), scope);
    if (isLink(asset.source)) return reply.redirect(asset.source, 302);
    return sendStoredFile(request, reply, this.store, { key: asset.source, type: asset.fileType, name: asset.fileName });
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'uploadProjectAsset',
    summary:
      'Adds an image or a video: spec 1’s JSON `{project, assetType, label, source}` (an http(s) address kept as a link, or a file ' +
      'the project stored, copied), or a multipart form with the file, streamed, at most MAX_UPLOAD_MB',
  })
  @ApiUpload({ fields: PROJECT_ASSET_UPLOAD_FIELDS, required: ['label'] })
  @ApiConsumes('application/json')
  @ApiOkResponse({ type: ProjectAssetDto })
  async upload(@Req() request: FastifyRequest, @Scope() scope: TenantScope): Promise<ProjectAssetDto> {
    if (!request.isMultipart()) {
      const { project: _project, ...fields } = await validBody(CreateProjectAssetDto, request.body);
      return toProjectAssetDto(await this.addFromSource.execute(fields, scope));
    }
    const upload = await this.receiver.receive(request, { module: 'cms', accept: [...IMAGE_TYPES, ...VIDEO_TYPES] });
    // A refused label deletes the stored bytes (commit).
    return upload.commit(async ({ fields, file, scope: projectScope }) =>
      toProjectAssetDto(await this.addAsset.execute({ label: fields.label, assetType: fields.assetType, file }, projectScope)),
    );
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteProjectAsset', summary: 'Deletes an asset and its bytes' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteAsset.execute(Number(q.id), scope);
  }
}
