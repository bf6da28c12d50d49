import { ApiProperty } from '@nestjs/swagger';

export class SubmissionReceiptDto {
  /** The stored submission. */
  @ApiProperty({ example: 812 }) id: number;
  /** The project's lead with the submitted e-mail (created by this submission when there was none). */
  @ApiProperty({ example: 97 }) lead: number;
}
