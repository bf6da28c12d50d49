import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import type { SchedulerEvent } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';
import { hhmm } from './event-wire.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

const DAY: ApiPropertyOptions = {
  oneOf: [
    { type: 'string', example: '2026-03-02' },
    { type: 'integer', example: 1772409600 },
  ],
};
const TIME = { example: '09:30', description: '24-hour HH:mm (UTC)' };

export class EventDto {
  @ApiProperty() id: number;
  /** The event's name. */
  @ApiProperty({ example: 'Kick-off' }) event: string;
  @ApiProperty() description: string;
  /** The start, unix seconds. */
  @ApiProperty() dateTime: number;
  /** The start, unix seconds (the same as dateTime). */
  @ApiProperty() startDateTime: number;
  /** The end, unix seconds. */
  @ApiProperty() endDateTime: number;
  /** The start's time of day, 24-hour HH:mm (UTC). */
  @ApiProperty({ example: '09:30' }) time: string;
  /** The end's time of day, 24-hour HH:mm (UTC). */
  @ApiProperty({ example: '10:45' }) endTime: string;
  /** Set on events imported from Google Calendar. */
  @ApiProperty({ type: String, nullable: true }) googleEventId: string | null;
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toEventDto = (e: SchedulerEvent): EventDto => ({
  id: e.id,
  event: e.event,
  description: e.description,
  dateTime: unix(e.start),
  startDateTime: unix(e.start),
  endDateTime: unix(e.end),
  time: hhmm(e.start),
  endTime: hhmm(e.end),
  googleEventId: e.googleEventId,
  project: e.projectId,
  createdAt: unix(e.createdAt),
});

export class CreatedEventDto extends EventDto {
  /** The new event's id (as `id`), under the name the spec's clients read. */
  @ApiProperty() insertId: number;
}

export class CreateEventDto {
  @ApiProperty() @Id() project: number;
  @ApiProperty({ example: 'Kick-off' }) @Text() event: string;
  @ApiProperty() @Text('long') description: string;
  /** The start's day: YYYY-MM-DD, or unix seconds (its UTC day). */
  @ApiProperty(DAY) @IsDefined() startDate: string | number;
  /** The end's day: YYYY-MM-DD, or unix seconds (its UTC day). */
  @ApiProperty(DAY) @IsDefined() endDate: string | number;
  @ApiProperty(TIME) @IsString() startTime: string;
  @ApiProperty(TIME) @IsString() endTime: string;
}

const Instant = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsInt()(target, key);
  Min(0)(target, key);
};

@AcceptsReadBack(EventDto)
export class UpdateEventDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() event?: string;
  @ApiPropertyOptional() @OptionalText('long') description?: string;
  /** A new start, unix seconds (the end moves with it unless given). */
  @ApiPropertyOptional() @Instant() dateTime?: number;
  /** A new start time of day, 24-hour HH:mm (UTC), on the start's (new) day. */
  @ApiPropertyOptional(TIME) @IsOptional() @IsString() time?: string;
  @ApiPropertyOptional(DAY) @IsOptional() startDate?: string | number;
  @ApiPropertyOptional(TIME) @IsOptional() @IsString() startTime?: string;
  /** A new end, unix seconds. */
  @ApiPropertyOptional() @Instant() endDateTime?: number;
  @ApiPropertyOptional(DAY) @IsOptional() endDate?: string | number;
  @ApiPropertyOptional(TIME) @IsOptional() @IsString() endTime?: string;
}

export class EventsQueryDto extends ProjectListOrOneQueryDto {
  /** Unix seconds: the events of that UTC day (those overlapping it), earliest first. */
  @ApiPropertyOptional({ example: '1772409600' }) @IsOptional() @Matches(/^\d+$/, { message: 'must be unix seconds' }) day?: string;
}
