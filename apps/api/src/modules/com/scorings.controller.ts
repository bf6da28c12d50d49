import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddScoring,
  DeleteScoring,
  SCORING_LIST,
  SCORING_REPOSITORY,
  ScoringNotFound,
  UpdateScoring,
  type ScoringRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateScoringDto, ScoringDto, toScoringDto, UpdateScoringDto } from './scorings.dto.js';

@ApiTags('com')
@Controller('com/scoring')
@Access('users')
@InModule('com')
export class ScoringsController {
  constructor(
    @Inject(SCORING_REPOSITORY) private readonly scorings: ScoringRepository,
    private readonly addScoring: AddScoring,
    private readonly updateScoring: UpdateScoring,
    private readonly deleteScoring: DeleteScoring,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.scorings.get(id, scope), ScoringNotFound);
  }

  // Spec 2 §7: `?id` answers an array whose first element is the scoring, unlike the other single reads.
  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getScorings', summary: 'The scorings of a project (`project`); with `id`, an array of that one scoring' })
  @ApiListOf(ScoringDto, SCORING_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ScoringDto[]> {
    if (q.id) return [toScoringDto(await this.one(Number(q.id), scope))];
    const query = listQuery(q, SCORING_LIST);
    return sendPage(reply, 'com/scoring', query, await this.scorings.list(query, scope), toScoringDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createScoring', summary: 'Adds a scoring to a project' })
  @ApiOkResponse({ type: ScoringDto })
  @ApiErrors(400)
  async create(@Body() body: CreateScoringDto, @Scope() scope: TenantScope): Promise<ScoringDto> {
    const { label, score, color } = body;
    return toScoringDto(await this.addScoring.execute({ label, score, color }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateScoring', summary: 'Changes a scoring (also takes the scoring as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateScoringDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toScoringDto(await this.one(body.id, scope)));
    const { label, score, color } = body;
    await this.updateScoring.execute(body.id, { label, score, color }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteScoring', summary: "Deletes a scoring (its leads' score shows None)" })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteScoring.execute(Number(q.id), scope);
  }
}
