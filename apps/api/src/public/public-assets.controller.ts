import { Controller, Get, Inject, Param, ParseIntPipe, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrFail, type FileStore } from '@atrium/kernel';
import { ASSET_REPOSITORY, AssetNotFound, type AssetRepository } from '@atrium/modules';
import { FILE_STORE } from '../files/files.tokens.js';
import { sendStoredFile } from '../files/send-stored-file.js';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';

/**
 * The public link of a public asset (CONTRACT §7): anyone with it downloads the file, no header needed. A
 * private asset is 404 here whoever asks, with or without a session: it downloads only through
 * the authenticated `GET /asm/assets/download`.
 */
@ApiTags('public')
@Controller('public/assets')
@Access('public')
export class PublicAssetsController {
  constructor(
    @Inject(ASSET_REPOSITORY) private readonly assets: AssetRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @Get(':id')
  @ApiOperation({ operationId: 'getPublicAsset', summary: 'Downloads a public asset without any header (a private one is 404)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: "The file's bytes", schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404, 416)
  async download(@Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const asset = await findOrFail(this.assets.getPublic(id), AssetNotFound);
    return sendStoredFile(request, reply, this.store, { key: asset.storageKey, type: asset.contentType, name: asset.source });
  }
}
