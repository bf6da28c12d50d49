import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional } from 'class-validator';
import type { Scoring } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

const FINITE = { allowNaN: false, allowInfinity: false };

export class ScoringDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Hot' }) label: string;
  /** Any number, negative or fractional; a lead ranks when its scoring's score is above 0. */
  @ApiProperty({ example: 10 }) score: number;
  /** Hex colour, `#rrggbb` or `#rgb`, in lower case. */
  @ApiProperty({ example: '#ff8800' }) color: string;
  /** The project the scoring belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toScoringDto = (s: Scoring): ScoringDto => ({
  id: s.id,
  label: s.label,
  score: s.score,
  color: s.color,
  project: s.projectId,
  createdAt: unix(s.createdAt),
});

export class CreateScoringDto {
  @ApiProperty() @Text() label: string;
  /** A number (the console's text field is sent as one). */
  @ApiProperty({ example: 10 }) @IsNumber(FINITE) score: number;
  @ApiProperty({ example: '#ff8800' }) @Text() color: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(ScoringDto)
export class UpdateScoringDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() label?: string;
  @ApiPropertyOptional() @IsOptional() @IsNumber(FINITE) score?: number;
  @ApiPropertyOptional() @OptionalText() color?: string;
}
