import { ApiProperty } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { SENT_MAIL_STATES, type SentMail, type SentMailState } from '@atrium/modules';
import { Id, Text, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix, unixOrNull } from '../../http/wire.js';

/** A mail to a lead or customer (spec 2 §3 "Mail"). */
export class SendMailDto {
  @ApiProperty({ example: 'Your visit on Friday' }) @Text() subject: string;
  /** The plain-text body. */
  @ApiProperty({ example: 'Hello Ada, see you on Friday at 10.' }) @Text('long') message: string;
  /** The project the mail is sent from. */
  @ApiProperty() @Id() project: number;
  /** The recipient. */
  @ApiProperty({ example: 'ada@example.com' }) @Text() @IsEmail() email: string;
}

export class MailQueuedDto {
  /** Always true: the mail is kept and queued; a job sends it (retried on failure), so the answer never waits for the mail server. */
  @ApiProperty({ example: true }) queued: boolean;
}

/** The mail users sent from a project to one address (a lead's or customer's mail section). */
export class SentMailQueryDto extends ListQueryDto {
  /** The project the mail was sent from. */
  @ApiProperty({ example: '3' }) @WholeNumber() project: string;
  /** The recipient's address (any case). */
  @ApiProperty({ example: 'ada@example.com' }) @Text() email: string;
}

export class SentMailDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ example: 'Your visit on Friday' }) subject: string;
  /** The user who sent it; null once that user is deleted. */
  @ApiProperty({ type: Number, nullable: true }) sentBy: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Sam User' }) sentByName: string | null;
  /** When it was sent from the console, unix seconds. */
  @ApiProperty() dateTime: number;
  /** When the mail server took it, unix seconds; null until then. */
  @ApiProperty({ type: Number, nullable: true }) deliveredAt: number | null;
  /**
   * `queued`: kept, waiting for the mail server (or for one to be set up); `sent`: the mail server took it;
   * `retrying`: an attempt failed and it is tried again; `failed`: given up on.
   */
  @ApiProperty({ enum: SENT_MAIL_STATES }) state: SentMailState;
}
export const toSentMailDto = (m: SentMail): SentMailDto => ({
  id: m.id,
  email: m.to,
  subject: m.subject,
  sentBy: m.sentBy,
  sentByName: m.sentByName,
  dateTime: unix(m.createdAt),
  deliveredAt: unixOrNull(m.sentAt),
  state: m.state,
});
