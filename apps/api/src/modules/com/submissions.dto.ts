import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';

export class FormDetailsDto {
  @ApiProperty({ example: 'Contact us' }) label: string;
}

export class SubmissionDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  /** Unix seconds. */
  @ApiProperty() dateTime: number;
  /** The submitted fields, key → value. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { name: 'Ada', message: 'Hello' } })
  formData: Record<string, string>;
  @ApiProperty() form: number;
  @ApiProperty({ type: FormDetailsDto }) formDetails: FormDetailsDto;
  /** The lead with this e-mail, once linked. */
  @ApiProperty({ type: 'integer', nullable: true }) leadId: number | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: SubmissionStatus;
  @ApiProperty() project: number;
}
export const toSubmissionDto = (s: Submission): SubmissionDto => ({
  id: s.id,
  email: s.email,
  dateTime: unix(s.dateTime),
  formData: s.formData,
  form: s.formId,
  formDetails: { label: s.formLabel },
  leadId: s.leadId,
  status: s.status,
  project: s.projectId,
});

/** One of `form`, `project` or `leadId` names the submissions to list. */
export class SubmissionsQueryDto extends ListQueryDto {
  /** The project whose submissions to list. */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
  /** The form whose submissions to list. */
  @ApiPropertyOptional({ example: '5' }) @IsOptional() @WholeNumber() form?: string;
  /** The lead whose submissions to list. */
  @ApiPropertyOptional({ example: '8' }) @IsOptional() @WholeNumber() leadId?: string;
}

export class UpdateSubmissionDto {
  @ApiProperty() @Id() id: number;
  /** `inactive` deletes the submission (it stays stored); `active` restores it. */
  @ApiProperty({ enum: SUBMISSION_STATUSES }) @IsIn(SUBMISSION_STATUSES) status: SubmissionStatus;
}
