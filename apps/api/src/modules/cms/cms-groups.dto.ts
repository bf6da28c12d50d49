import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min } from 'class-validator';
import { MAX_GROUP_SECTIONS, type CmsGroup, type DeliveredGroup } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';
import { PublicSectionDto, toPublicSectionDto } from './sections.dto.js';

const SectionIds = () => applyDecorators(IsArray(), ArrayMaxSize(MAX_GROUP_SECTIONS), IsInt({ each: true }), Min(1, { each: true }));

export class CmsGroupDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Home page' }) name: string;
  /** The ids of the group's sections, in order. */
  @ApiProperty({ type: [Number], example: [3, 1] }) sections: number[];
  /** The project the group belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toCmsGroupDto = (g: CmsGroup): CmsGroupDto => ({
  id: g.id,
  name: g.name,
  sections: g.sections,
  project: g.projectId,
  createdAt: unix(g.createdAt),
});

export class CreateCmsGroupDto {
  @ApiProperty({ example: 'Home page' }) @Text() name: string;
  /** Ids of sections of the same project, in order (400 naming any other id). */
  @ApiPropertyOptional({ type: [Number], example: [3, 1] }) @IsOptional() @SectionIds() sections?: number[];
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(CmsGroupDto)
export class UpdateCmsGroupDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() name?: string;
  /** Replaces the group's sections (ids of sections of its project, in order). */
  @ApiPropertyOptional({ type: [Number] }) @IsOptional() @SectionIds() sections?: number[];
}

/** A group as a web site reads it (CONTRACT §7): its sections themselves, in order. */
export class PublicCmsGroupDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Home page' }) name: string;
  @ApiProperty({ type: [PublicSectionDto] }) sections: PublicSectionDto[];
}
export const toPublicCmsGroupDto = ({ group, sections }: DeliveredGroup): PublicCmsGroupDto => ({
  id: group.id,
  name: group.name,
  sections: sections.map(toPublicSectionDto),
});
