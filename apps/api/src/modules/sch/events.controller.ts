import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import {
  AddEvent,
  DeleteEvent,
  EVENT_LIST,
  EventNotFound,
  SCHEDULER_EVENT_REPOSITORY,
  UpdateEvent,
  type SchedulerEventRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { dayOf, eventEditOfWire, newEventOfWire } from './event-wire.js';
import { CreatedEventDto, CreateEventDto, EventDto, EventsQueryDto, toEventDto, UpdateEventDto } from './events.dto.js';

/** 9999-12-31T23:59:59Z: beyond it a day is no date the database can hold. */
const LAST_DAY = 253_402_300_799;

@ApiTags('sch')
@Controller('sch/events')
@Access('users')
@InModule('sch')
export class EventsController {
  constructor(
    @Inject(SCHEDULER_EVENT_REPOSITORY) private readonly events: SchedulerEventRepository,
    private readonly addEvent: AddEvent,
    private readonly updateEvent: UpdateEvent,
    private readonly deleteEvent: DeleteEvent,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.events.get(id, scope), EventNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({
    operationId: 'getEvents',
    summary: 'The events of a project (`project`), of one UTC day (`day`, unix seconds, earliest first); one event with `id`',
  })
  @ApiListOf(EventDto, EVENT_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: EventsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventDto | EventDto[]> {
    if (q.id) return toEventDto(await this.one(Number(q.id), scope));
    if (q.day === undefined) {
      const query = listQuery(q, EVENT_LIST);
      return sendPage(reply, 'sch/events', query, await this.events.list(query, scope), toEventDto);
    }
    // A day reads like a diary: earliest first unless the caller asks otherwise.
    const day = Number(q.day);
    if (day > LAST_DAY) throw new InvalidInput('Invalid day', [{ field: 'day', message: 'must be unix seconds before the year 10000' }]);
    const query = listQuery({ ...q, sort: q.sort ?? 'start', order: q.order ?? 'asc' }, EVENT_LIST);
    return sendPage(reply, 'sch/events', query, await this.events.listOverlapping(dayOf(day), query, scope), toEventDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createEvent',
    summary: 'Adds an event: start and end from a date and a 24-hour time (UTC); answers it with `insertId`',
  })
  @ApiOkResponse({ type: CreatedEventDto })
  @ApiErrors(400)
  async create(@Body() body: CreateEventDto, @Scope() scope: TenantScope): Promise<CreatedEventDto> {
    const { project: _project, ...input } = body;
    const event = toEventDto(await this.addEvent.execute(newEventOfWire(input), scope));
    return { ...event, insertId: event.id };
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateEvent',
    summary:
      'Edits an event: name, description, start (`dateTime` and/or `time`, or a date and time) and end (also takes the event as read back)',
  })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateEventDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toEventDto(await this.one(body.id, scope)));
    const { id, ...changes } = body;
    await this.updateEvent.execute(id, (current) => eventEditOfWire(current, changes), scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteEvent', summary: 'Deletes an event and its invitations' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteEvent.execute(Number(q.id), scope);
  }
}
