import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import type { Template } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

const FIELDS_DOC: ApiPropertyOptions = {
  description:
    'The field names: a comma-separated string (split, trimmed, stripped of spaces and quotes) or an array. Must contain item and cost.',
  oneOf: [
    { type: 'string', example: 'item, cost, colour' },
    { type: 'array', items: { type: 'string' } },
  ],
};

export class TemplateDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Furniture' }) name: string;
  /** The field names every item of the template's groups carries; always item and cost. */
  @ApiProperty({ type: [String], example: ['item', 'cost', 'colour'] }) fields: string[];
  /** The project the template belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toTemplateDto = (t: Template): TemplateDto => ({
  id: t.id,
  name: t.name,
  fields: t.fields,
  project: t.projectId,
  createdAt: unix(t.createdAt),
});

export class CreateTemplateDto {
  @ApiProperty() @Text() name: string;
  // Parsed (and refused with the spec's messages) by the domain, which takes a string or an array.
  @ApiProperty(FIELDS_DOC) @Allow() fields: string | string[];
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(TemplateDto)
export class UpdateTemplateDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() name?: string;
  @ApiPropertyOptional(FIELDS_DOC) @IsOptional() @Allow() fields?: string | string[];
}
