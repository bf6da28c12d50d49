import { ApiProperty } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { Id, Text } from '../../http/dto-fields.js';

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
