import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { migrationsApplied } from '@atrium/persistence';
import { AppConfig } from '../config/config.js';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
}

/** Liveness, with the limits a client checks before it sends anything (the console refuses a file over MAX_UPLOAD_MB). */
class LivenessDto extends HealthDto {
  @ApiProperty({ example: 50, description: 'MAX_UPLOAD_MB: the largest file an upload accepts, in MiB (a larger one answers 413)' })
  maxUploadMb: number;
}

@ApiTags('health')
@Controller()
@Access('public')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Get('health')
  @HttpCode(200)
  @ApiOperation({ operationId: 'health', summary: 'Liveness: the process answers, with its upload limit' })
  @ApiOkResponse({ type: LivenessDto })
  health(): LivenessDto {
    return { status: 'ok', maxUploadMb: this.config.maxUploadMb };
  }

  @Get('ready')
  @ApiOperation({ operationId: 'ready', summary: 'Readiness: the database answers and every migration is applied' })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(503)
  async ready(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
      if (!(await migrationsApplied(this.dataSource))) throw new Error('migrations pending');
    } catch {
      throw new ServiceUnavailableException('The database is not ready');
    }
    return { status: 'ok' };
  }
}
