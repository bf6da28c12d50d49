import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
}

/**
 * Liveness, with what a client checks before it offers anything: the upload limit (the console refuses a
 * file over MAX_UPLOAD_MB) and the optional features this server is set up for (the console hides or
 * explains what is not, instead of letting a person run into a 503).
 */
export class LivenessDto extends HealthDto {
  @ApiProperty({ example: 50, description: 'MAX_UPLOAD_MB: the largest file an upload accepts, in MiB (a larger one answers 413)' })
  maxUploadMb: number;
  @ApiProperty({ example: false, description: 'Google Calendar sync is set up (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)' })
  calendarSync: boolean;
  @ApiProperty({ example: false, description: 'An enrichment provider is set up (ENRICHMENT_URL); without one every lookup is empty' })
  enrichment: boolean;
}

/** Readiness, with the job queue's broker when REDIS_URL is set. */
export class ReadinessDto {
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
