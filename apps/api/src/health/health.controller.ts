import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { JobQueue } from '@atrium/kernel';
import { migrationsApplied } from '@atrium/persistence';
import { AppConfig } from '../config/config.js';
import { JOB_QUEUE } from '../platform/platform.tokens.js';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { LivenessDto, ReadinessDto } from './health.dto.js';

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
