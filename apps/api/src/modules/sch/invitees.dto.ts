import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TAG_TYPES, type Invitee, type TagType } from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';

export class InviteeDetailsDto {
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  /** Shown where the names are empty (a lead from a form that asks only for an e-mail). */
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

export class EventDetailsDto {
  @ApiProperty() event: string;
  @ApiProperty() description: string;
  /** The event's start, unix seconds. */
  @ApiProperty() dateTime: number;
}

export class InviteeDto {
  @ApiProperty() id: number;
  /** The event's id. */
  @ApiProperty() event: number;
  @ApiProperty({ enum: TAG_TYPES }) tagType: TagType;
  /** The customer's or lead's id. */
  @ApiProperty() typeId: number;
  @ApiProperty({ type: InviteeDetailsDto }) inviteeDetails: InviteeDetailsDto;
  @ApiProperty({ type: EventDetailsDto }) eventDetails: EventDetailsDto;
  @ApiProperty() project: number;
}
export const toInviteeDto = (t: Invitee): InviteeDto => ({
  id: t.id,
  event: t.eventId,
  tagType: t.tagType,
  typeId: t.typeId,
  inviteeDetails: t.inviteeDetails,
  eventDetails: { ...t.eventDetails, dateTime: unix(t.eventDetails.dateTime) },
  project: t.projectId,
});

export class CreateInviteeDto {
  @ApiProperty() @Id() event: number;
  @ApiProperty({ enum: TAG_TYPES }) @IsIn(TAG_TYPES, { message: 'must be customer or lead' }) tagType: TagType;
  @ApiProperty() @Id() typeId: number;
}

export class InviteesQueryDto extends ListQueryDto {
  /** The invitees of this event. */
  @ApiPropertyOptional({ example: '7' }) @IsOptional() @WholeNumber() event?: string;
  /** With `tagType`: the events this customer or lead is invited to. */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() typeId?: string;
  @ApiPropertyOptional({ enum: TAG_TYPES }) @IsOptional() @IsIn(TAG_TYPES, { message: 'must be customer or lead' }) tagType?: TagType;
}
