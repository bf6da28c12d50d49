import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class QuoteQueryDto {
  @ApiProperty({ example: '3' }) @Matches(/^\d+$/, { message: 'must be a whole number' }) maxProjects: string;
  @ApiProperty({ example: '10' }) @Matches(/^\d+$/, { message: 'must be a whole number' }) maxUsers: string;
}
