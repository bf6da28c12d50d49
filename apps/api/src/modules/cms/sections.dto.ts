import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';
import type { Section } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

/** A section's HTML: any text (empty included) up to 1 MB, kept as written. */
const Code = () => applyDecorators(IsOptional(), IsString(), MaxLength(TEXT_LIMITS.code));

export class SectionDto {
  @ApiProperty() id: number;
  /** Unique in the project: web sites read the section by it (`GET /public/cms/sections?name=`). */
  @ApiProperty({ example: 'home-hero' }) name: string;
  @ApiProperty({ example: 'Home page hero' }) label: string;
  /** HTML, at most 1 MB. */
  @ApiProperty({ example: '<h1>Welcome</h1>' }) code: string;
  /** The project the section belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toSectionDto = (s: Section): SectionDto => ({
  id: s.id,
  name: s.name,
  label: s.label,
  code: s.code,
  project: s.projectId,
  createdAt: unix(s.createdAt),
});

export class CreateSectionDto {
  @ApiProperty({ example: 'home-hero' }) @Text() name: string;
  @ApiProperty({ example: 'Home page hero' }) @Text() label: string;
  /** HTML, at most 1 MB; empty when absent. */
  @ApiPropertyOptional({ example: '<h1>Welcome</h1>' }) @Code() code?: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(SectionDto)
export class UpdateSectionDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() name?: string;
  @ApiPropertyOptional() @OptionalText() label?: string;
  @ApiPropertyOptional() @Code() code?: string;
}

/** What a web site reads (CONTRACT §7). */
export class PublicSectionDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'home-hero' }) name: string;
  @ApiProperty({ example: 'Home page hero' }) label: string;
  @ApiProperty({ example: '<h1>Welcome</h1>' }) code: string;
}
export const toPublicSectionDto = (s: Section): PublicSectionDto => ({ id: s.id, name: s.name, label: s.label, code: s.code });
