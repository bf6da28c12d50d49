import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { migrationsApplied } from '@atrium/persistence';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
}

@ApiTags('health')
@Controller()
@Access('public')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('health')
  @HttpCode(200)
  @ApiOperation({ operationId: 'health', summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: HealthDto })
  health(): HealthDto {
    return { status: 'ok' };
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
