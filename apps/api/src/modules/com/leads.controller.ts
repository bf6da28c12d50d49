import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import {
  AddLead,
  AddLeads,
  ConvertLeadToCustomer,
  DeleteLead,
  LEAD_LIST,
  LEAD_REPOSITORY,
  LeadNotFound,
  SCORED_LEAD_LIST,
  UpdateLead,
  type LeadRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { FreshStatistics } from '../../platform/fresh-statistics.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import {
  ConvertedLeadDto,
  ConvertLeadDto,
  leadInputOf,
  CreateLeadDto,
  LeadBatchDto,
  LeadDto,
  LeadsQueryDto,
  ScoredLeadDto,
  SortedLeadsDto,
  toLeadDto,
  toScoredLeadDto,
  UpdateLeadDto,
} from './leads.dto.js';

@ApiTags('com')
@Controller('com/leads')
@Access('users')
@InModule('com')
export class LeadsController {
  constructor(
    @Inject(LEAD_REPOSITORY) private readonly leads: LeadRepository,
    private readonly addLead: AddLead,
    private readonly addLeads: AddLeads,
    private readonly updateLead: UpdateLead,
    private readonly deleteLead: DeleteLead,
    private readonly convertLead: ConvertLeadToCustomer,
    private readonly statistics: FreshStatistics,
  ) {}

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({
    operationId: 'getLeads',
    summary:
      'The leads of a project (`project`); one lead with `id`; with `sorting=true` the three lists of the leads screen ' +
      '(`assigned`: the user of My Leads); with `scoring` the leads of one scoring. Without `sorting`, `assigned` (My Leads) ' +
      'or `ranked` (`true`: Ranked Leads, `false`: Unranked Leads) answer one of those lists, paged and searched like any ' +
      'list, each lead with its scoring (`sort=score` only there)',
  })
  @ApiListOf(LeadDto, SCORED_LEAD_LIST)
  @ApiExtraModels(SortedLeadsDto, ScoredLeadDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(LeadDto) },
        { type: 'array', items: { $ref: getSchemaPath(LeadDto) } },
        { type: 'array', items: { $ref: getSchemaPath(ScoredLeadDto) } },
        { $ref: getSchemaPath(SortedLeadsDto) },
      ],
    },
  })
  @ApiErrors(400)
  async list(
    @Query() q: LeadsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadDto | LeadDto[] | SortedLeadsDto> {
    if (q.id) return toLeadDto(await findOrFail(this.leads.get(Number(q.id), scope), LeadNotFound));
    if (!q.sorting && (q.assigned !== undefined || q.ranked !== undefined)) {
      const scored = listQuery(q, SCORED_LEAD_LIST);
      const filter = {
        assignedTo: q.assigned === undefined ? undefined : Number(q.assigned),
        ranked: q.ranked === undefined ? undefined : q.ranked === 'true',
      };
      return sendPage(reply, 'com/leads', scored, await this.leads.listScored(filter, scored, scope), toScoredLeadDto);
    }
    const query = listQuery(q, LEAD_LIST);
    if (q.sorting) {
      const sorted = await this.leads.sorted(query, q.assigned === undefined ? undefined : Number(q.assigned), scope);
      return {
        scoredLeads: sorted.scored.map(toScoredLeadDto),
        unscoredLeads: sorted.unscored.map(toScoredLeadDto),
        assignedLeads: sorted.assigned.map(toScoredLeadDto),
      };
    }
    const page = q.scoring ? await this.leads.listByScoring(Number(q.scoring), query, scope) : await this.leads.list(query, scope);
    return sendPage(reply, 'com/leads', query, page, toLeadDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createLead', summary: 'Adds a lead to a project' })
  @ApiOkResponse({ type: LeadDto })
  @ApiErrors(400, 409)
  async create(@Body() body: CreateLeadDto, @Scope() scope: TenantScope): Promise<LeadDto> {
    const { project: _project, ...fields } = body;
    return toLeadDto(await this.addLead.execute(leadInputOf(fields), scope));
  }

  @Post('batch')
  @ProjectFrom('project', 'ids')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'leadsBatch',
    summary:
      '`ids`: those leads (the visible ones, in that order). `leads` with `project`: adds them all in one statement, or none (400 naming `leads[i].field`)',
  })
  @ApiOkResponse({ type: [LeadDto] })
  @ApiErrors(400, 409)
  async batch(@Body() body: LeadBatchDto, @Scope() scope: TenantScope): Promise<LeadDto[]> {
    if (body.leads && body.ids)
      throw new InvalidInput('Give ids or leads, not both', [{ field: 'ids', message: 'cannot be given with leads' }]);
    if (body.leads) {
      const added = await this.addLeads.execute(body.leads.map(leadInputOf), scope);
      this.statistics.wrote(added.length);
      return added.map(toLeadDto);
    }
    if (!body.ids) throw new InvalidInput('Give ids or leads', [{ field: 'ids', message: 'is required' }]);
    return (await this.leads.getMany(body.ids, scope)).map(toLeadDto);
  }

  @Post('convert')
  @ProjectFrom('project', 'id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'convertLead',
    summary:
      'Convert To Customer: adds a customer of `customerGroup` with the lead’s fields and marks the lead converted (409 when it already is)',
  })
  @ApiOkResponse({ type: ConvertedLeadDto })
  @ApiErrors(400, 409)
  convert(@Body() body: ConvertLeadDto, @Scope() scope: TenantScope): Promise<ConvertedLeadDto> {
    return this.convertLead.execute(body.id, body.customerGroup, scope);
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateLead',
    summary: 'Changes a lead, or sets its score (`scoring`, null for None); takes the lead as read back',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 409)
  async update(@Body() body: UpdateLeadDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toLeadDto(await findOrFail(this.leads.get(body.id, scope), LeadNotFound)));
    const { id, scoring, ...fields } = body;
    await this.updateLead.execute(id, { ...fields, scoringId: scoring }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteLead', summary: 'Deletes a lead' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteLead.execute(Number(q.id), scope);
  }
}
