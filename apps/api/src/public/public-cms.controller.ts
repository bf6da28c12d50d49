import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import { CMS_GROUP_REPOSITORY, CmsGroupNotFound, type CmsGroupRepository } from '@atrium/modules';
import { Access } from '../http/access.decorator.js';
import { InModule } from '../http/module.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { sendAnswer, sendCacheable } from '../http/cacheable.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { PublicCmsGroupDto, toPublicCmsGroupDto } from '../modules/cms/cms-groups.dto.js';
import { PublicSectionDto } from '../modules/cms/sections.dto.js';
import { SectionDelivery } from './section-delivery.js';
import { SectionByNameQueryDto, GroupByIdQueryDto } from './public-cms.dto.js';

const REVALIDATE = { name: 'If-None-Match', required: false, description: 'The ETag of a previous answer: 304 when unchanged' };
const NOT_MODIFIED = { status: 304, description: 'Unchanged since the ETag in If-None-Match' };

@ApiTags('public')
@Controller('public/cms')
@Access('project-token')
@InModule('cms')
export class PublicCmsController {
  constructor(
    private readonly sections: SectionDelivery,
    @Inject(CMS_GROUP_REPOSITORY) private readonly groups: CmsGroupRepository,
  ) {}

  @Get('sections')
  @ApiOperation({
    operationId: 'getPublicSection',
    summary: "A section of the key's project, by name; answered with an ETag (If-None-Match → 304) and a short cache lifetime",
  })
  @ApiHeader(REVALIDATE)
  @ApiOkResponse({ type: PublicSectionDto })
  @ApiResponse(NOT_MODIFIED)
  @ApiErrors(400, 404)
  async section(
    @Query() q: SectionByNameQueryDto,
    @Scope() scope: TenantScope,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendAnswer(request, reply, await this.sections.byName(q.name, scope));
  }

  @Get('groups')
  @ApiOperation({
    operationId: 'getPublicCmsGroup',
    summary: "A group of the key's project with its sections in order; answered with an ETag (If-None-Match → 304)",
  })
  @ApiHeader(REVALIDATE)
  @ApiOkResponse({ type: PublicCmsGroupDto })
  @ApiResponse(NOT_MODIFIED)
  @ApiErrors(400, 404)
  async group(
    @Query() q: GroupByIdQueryDto,
    @Scope() scope: TenantScope,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const delivered = await findOrFail(this.groups.delivered(Number(q.id), scope), CmsGroupNotFound);
    await sendCacheable(request, reply, toPublicCmsGroupDto(delivered));
  }
}
