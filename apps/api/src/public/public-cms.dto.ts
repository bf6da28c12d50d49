import { ApiProperty } from '@nestjs/swagger';
import { Matches, MaxLength, MinLength } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';

export class SectionByNameQueryDto {
  /** The section's name (unique in the key's project). */
  @ApiProperty({ example: 'home-hero' }) @MinLength(1) @MaxLength(TEXT_LIMITS.short) name: string;
}

export class GroupByIdQueryDto {
  @ApiProperty({ example: '4' }) @Matches(/^\d{1,9}$/, { message: 'must be a whole number' }) id: string;
}
