import { ApiProperty } from '@nestjs/swagger';
import { WholeNumber } from '../http/dto-fields.js';

export class QuoteQueryDto {
  @ApiProperty({ example: '3' }) @WholeNumber() maxProjects: string;
  @ApiProperty({ example: '10' }) @WholeNumber() maxUsers: string;
}
