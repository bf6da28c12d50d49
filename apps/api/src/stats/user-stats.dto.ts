import { WHOLE_NUMBER } from '@atrium/kernel';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { STATS_DATASETS, type StatsDataset } from '@atrium/modules';
import { WholeNumber } from '../http/dto-fields.js';

export class UserStatsQueryDto {
  @ApiProperty({ example: '7' }) @WholeNumber() project: string;
  /** One series; without it, all six in one answer. */
  @ApiPropertyOptional({ enum: STATS_DATASETS }) @IsOptional() @IsIn(STATS_DATASETS) dataset?: StatsDataset;
  /** Unix seconds, included. Default: 600000 seconds before `to`. */
  @ApiPropertyOptional({ example: '1763300000' }) @IsOptional() @Matches(WHOLE_NUMBER, { message: 'must be unix seconds' }) from?: string;
  /** Unix seconds, included (the whole second). Default: now. */
  @ApiPropertyOptional({ example: '1763900000' }) @IsOptional() @Matches(WHOLE_NUMBER, { message: 'must be unix seconds' }) to?: string;
}

export class StatsPointDto {
  /** The local day in the project's time zone, `YYYY-MM-DD`. */
  @ApiProperty({ example: '2026-11-23' }) day: string;
  @ApiProperty() count: number;
}

export class StatsSeriesDto {
  @ApiProperty({ enum: STATS_DATASETS }) dataset: StatsDataset;
  @ApiProperty({ example: 'New Leads' }) label: string;
  /** The sum of the points: the rows of the whole range. */
  @ApiProperty() total: number;
  /** Every day of the range, oldest first, days without rows included with 0. */
  @ApiProperty({ type: [StatsPointDto] }) points: StatsPointDto[];
}

export class UserStatsDto {
  @ApiProperty() project: number;
  @ApiProperty() from: number;
  @ApiProperty() to: number;
  /** The project's IANA time zone, in which days are cut. */
  @ApiProperty({ example: 'UTC' }) timeZone: string;
  @ApiProperty({ type: [StatsSeriesDto] }) series: StatsSeriesDto[];
}
