import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';
import { WholeNumber } from '../../http/dto-fields.js';

export class EnrichQueryDto {
  /** The e-mail to look up (a lead's). */
  @ApiProperty({ example: 'sean@example.com' }) @IsEmail() @MaxLength(TEXT_LIMITS.short) email: string;
  /** The project the lookup is for (optional; checked like any module route's project). */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
}

export class EnrichmentEducationEndDto {
  @ApiProperty({ type: Number, nullable: true, example: 2013 }) year: number | null;
}

export class EnrichmentEducationDto {
  @ApiProperty({ type: String, nullable: true, example: 'bachelors' }) degree: string | null;
  /** The school. */
  @ApiProperty({ type: String, nullable: true, example: 'university of oregon' }) name: string | null;
  @ApiProperty({ type: EnrichmentEducationEndDto }) end: EnrichmentEducationEndDto;
}

export class EnrichmentEmploymentDto {
  /** The employer. */
  @ApiProperty({ type: String, nullable: true, example: 'people data labs' }) name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ceo' }) title: string | null;
}

export class EnrichmentDetailsDto {
  @ApiProperty({ type: [EnrichmentEducationDto] }) education: EnrichmentEducationDto[];
  @ApiProperty({ type: [EnrichmentEmploymentDto] }) employment: EnrichmentEmploymentDto[];
}

/** What the enrichment provider knows about an e-mail (spec 2 §3); `null` fields and empty lists when unknown. */
export class EnrichmentDataDto {
  /** An image URL (shown at 200 × 200). */
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'sean thorne' }) fullName: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'male' }) gender: string | null;
  /** A decade bracket such as `30-39`. */
  @ApiProperty({ type: String, nullable: true, example: '30-39' }) ageRange: string | null;
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
  @ApiProperty({ type: String, nullable: true }) title: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) facebook: string | null;
  @ApiProperty({ type: String, nullable: true }) twitter: string | null;
  @ApiProperty({ type: String, nullable: true }) linkedin: string | null;
  @ApiProperty({ type: EnrichmentDetailsDto }) details: EnrichmentDetailsDto;
}
