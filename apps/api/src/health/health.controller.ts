import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { JobQueue } from '@atrium/kernel';
import { migrationsApplied } from '@atrium/persistence';
import { AppConfig } from '../config/config.js';
import { JOB_QUEUE } from '../platform/platform.tokens.js';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
}

/**
 * Liveness, with what a client checks before it offers anything: the upload limit (the console refuses a
 * file over MAX_UPLOAD_MB) and the optional features this server is set up for (the console hides or
 * explains what is not, instead of letting a person run into a 503).
 */
class LivenessDto extends HealthDto {
  @ApiProperty({ example: 50, description: 'MAX_UPLOAD_MB: the largest file an upload accepts, in MiB (a larger one answers 413)' })
  maxUploadMb: number;
  @ApiProperty({ example: false, description: 'Google Calendar sync is set up (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)' })
  calendarSync: boolean;
  @ApiProperty({ example: false, description: 'An enrichment provider is set up (ENRICHMENT_URL); without one every lookup is empty' })
  enrichment: boolean;
}

/** Readiness, with the job queue's broker when REDIS_URL is set. */
class ReadinessDto {
  @ApiProperty({
    enum: ['ok', 'degraded'],
    description: "'degraded' while Redis (REDIS_URL) is unreachable: requests are served and jobs recorded, and they run once it is back",
  })
  status: 'ok' | 'degraded';
  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'With REDIS_URL: whether Redis answers now' })
  redis?: 'up' | 'down';
  @ApiPropertyOptional({ example: 0, description: 'With REDIS_URL: jobs recorded in the database and not yet handed over to Redis' })
  jobBacklog?: number;
}

@ApiTags('health')
@Controller()
@Access('public')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Get('health')
  @HttpCode(200)
  @ApiOperation({ operationId: 'health', summary: 'Liveness: the process answers, with its upload limit and optional features' })
  @ApiOkResponse({ type: LivenessDto })
  health(): LivenessDto {
    const { maxUploadMb, google, enrichment } = this.config;
    return { status: 'ok', maxUploadMb, calendarSync: !!google, enrichment: !!enrichment };
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'ready',
    summary: 'Readiness: the database answers and every migration is applied; with REDIS_URL, Redis and the job backlog',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiErrors(503)
  async ready(): Promise<ReadinessDto> {
    try {
      await this.dataSource.query('SELECT 1');
      if (!(await migrationsApplied(this.dataSource))) throw new Error('migrations pending');
    } catch {
      throw new ServiceUnavailableException('The database is not ready');
    }
    if (!this.config.redisUrl) return { status: 'ok' };
    // Still ready without Redis: jobs are recorded in the database and handed over once it is back.
    const { redis, backlog } = await this.jobs.status();
    return { status: redis === 'up' ? 'ok' : 'degraded', redis, jobBacklog: backlog };
  }
}
