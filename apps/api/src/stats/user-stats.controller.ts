import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { ReadUserStats } from '@atrium/modules';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { UserStatsDto, UserStatsQueryDto } from './user-stats.dto.js';

const seconds = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * The user dashboard (spec 1 §2). Open to the users of the project's subscription whatever its modules:
 * a count per day reveals no record, and the dashboard draws all six charts for every user (a module the
 * subscription lacks simply shows zeros, or what it recorded while it had it).
 */
@ApiTags('stats')
@Controller('stats')
export class UserStatsController {
  constructor(private readonly stats: ReadUserStats) {}

  @Get('users')
  @Access('users')
  @ApiOperation({
    operationId: 'getUserStats',
    summary:
      "The dashboard's daily counts of a project: New Leads, Inventory Engagements, Form Submissions, New Customers, Video Likes, Video Views",
  })
  @ApiOkResponse({ type: UserStatsDto })
  @ApiErrors(400, 404)
  async users(@Query() q: UserStatsQueryDto, @Scope() scope: TenantScope): Promise<UserStatsDto> {
    return this.stats.execute(scope, { dataset: q.dataset, from: seconds(q.from), to: seconds(q.to) });
  }
}
