import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, listContract, type TenantScope } from '@atrium/kernel';
import {
  INVITEE_REPOSITORY,
  EventNotFound,
  CustomerOrLeadNotFound,
  SCHEDULER_EVENT_REPOSITORY,
  TagInvitee,
  UntagInvitee,
  type InviteeRepository,
  type SchedulerEventRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { CreateInviteeDto, InviteeDto, InviteesQueryDto, toInviteeDto } from './invitees.dto.js';

/** An event's invitees come in the order they were added; an invitee's events by start. */
const INVITEE_LIST = listContract({ sortable: ['id'], defaultSort: 'id' });

@ApiTags('sch')
@Controller('sch/tags')
@Access('users')
@InModule('sch')
export class InviteesController {
  constructor(
    @Inject(INVITEE_REPOSITORY) private readonly tags: InviteeRepository,
    @Inject(SCHEDULER_EVENT_REPOSITORY) private readonly events: SchedulerEventRepository,
    private readonly tagInvitee: TagInvitee,
    private readonly untagInvitee: UntagInvitee,
  ) {}

  @Get()
  @ProjectFrom('event', 'typeId')
  @ApiOperation({
    operationId: 'getInvitees',
    summary: 'The invitees of an event (`event`), or the events a customer or lead is invited to (`typeId` and `tagType`)',
  })
  @ApiListOf(InviteeDto, INVITEE_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: InviteesQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InviteeDto[]> {
    const query = listQuery(q, INVITEE_LIST);
    if (q.event !== undefined) {
      // An event that is not the caller's answers 404, as a read of it would, rather than an empty list.
      await findOrFail(this.events.get(Number(q.event), scope), EventNotFound);
      return sendPage(reply, 'sch/tags', query, await this.tags.ofEvent(Number(q.event), query, scope), toInviteeDto);
    }
    if (q.typeId === undefined || q.tagType === undefined)
      throw new InvalidInput('Give event, or typeId and tagType', [
        { field: q.typeId === undefined ? 'typeId' : 'tagType', message: 'is required (or event)' },
      ]);
    if (!(await this.tags.inviteeVisible(q.tagType, Number(q.typeId), scope))) throw new CustomerOrLeadNotFound(q.tagType);
    return sendPage(reply, 'sch/tags', query, await this.tags.ofInvitee(q.tagType, Number(q.typeId), query, scope), toInviteeDto);
  }

  @Post()
  @ProjectFrom('event')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createInvitee', summary: "Invites a customer or a lead of the event's project (one call per invitee)" })
  @ApiOkResponse({ type: InviteeDto })
  @ApiErrors(400, 409)
  async create(@Body() body: CreateInviteeDto, @Scope() scope: TenantScope): Promise<InviteeDto> {
    return toInviteeDto(await this.tagInvitee.execute(body, scope));
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteInvitee', summary: 'Removes an invitee from an event' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.untagInvitee.execute(Number(q.id), scope);
  }
}
