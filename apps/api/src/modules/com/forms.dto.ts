import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Form } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

export class FormDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Contact us' }) label: string;
  /** Phone number(s) told of each submission, separated by commas. */
  @ApiProperty({ example: '+1 514 555 0100' }) notifySms: string;
  /** E-mail address(es) told of each submission, separated by commas. */
  @ApiProperty({ example: 'sales@example.com, owner@example.com' }) notifyEmail: string;
  /** The project the form belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toFormDto = (f: Form): FormDto => ({
  id: f.id,
  label: f.label,
  notifySms: f.notifySms,
  notifyEmail: f.notifyEmail,
  project: f.projectId,
  createdAt: unix(f.createdAt),
});

export class CreateFormDto {
  @ApiProperty() @Text() label: string;
  @ApiProperty() @Text('long') notifySms: string;
  @ApiProperty() @Text('long') notifyEmail: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(FormDto)
export class UpdateFormDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() label?: string;
  @ApiPropertyOptional() @OptionalText('long') notifySms?: string;
  @ApiPropertyOptional() @OptionalText('long') notifyEmail?: string;
}
