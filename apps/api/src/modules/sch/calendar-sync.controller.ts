import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { CALENDAR_GATEWAY, SyncGoogleCalendar, type CalendarGateway } from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { InModule } from '../../http/module.decorator.js';
import { FreshStatistics } from '../../platform/fresh-statistics.js';
import { ProjectFrom, NoProject } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { CalendarSyncDto, CalendarConsentDto } from './calendar-sync.dto.js';

@ApiTags('sch')
@Controller('services/google/calendarsync')
@Access('users')
@InModule('sch')
export class CalendarSyncController {
  constructor(
    @Inject(CALENDAR_GATEWAY) private readonly gateway: CalendarGateway,
    private readonly sync: SyncGoogleCalendar,
    private readonly statistics: FreshStatistics,
  ) {}

  @Get()
  @NoProject('what Google’s consent screen needs, the same for every project')
  @ApiOperation({
    operationId: 'getCalendarConsent',
    summary: "What Google's consent screen needs; 503 when Google Calendar sync is not configured",
  })
  @ApiOkResponse({ type: CalendarConsentDto })
  @ApiErrors(503)
  consent(): CalendarConsentDto {
    return this.gateway.consent();
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'syncGoogleCalendar',
    summary: "Exchanges the authorisation code and imports the calendar's events into the project (each Google event once)",
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 503)
  async create(@Body() body: CalendarSyncDto, @Scope() scope: TenantScope): Promise<void> {
    const { imported } = await this.sync.execute({ authCode: body.authCode, redirectUri: body.redirectUri }, scope);
    this.statistics.wrote(imported);
  }
}
