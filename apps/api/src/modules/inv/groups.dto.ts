import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { InventoryGroup } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

export class InventoryGroupDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Showroom' }) name: string;
  /** The template whose fields the group's items carry. */
  @ApiProperty() template: number;
  /** The project the group belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toInventoryGroupDto = (g: InventoryGroup): InventoryGroupDto => ({
  id: g.id,
  name: g.name,
  template: g.templateId,
  project: g.projectId,
  createdAt: unix(g.createdAt),
});

export class CreateInventoryGroupDto {
  @ApiProperty() @Text() name: string;
  /** A template of the same project. */
  @ApiProperty() @Id() template: number;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(InventoryGroupDto)
export class UpdateInventoryGroupDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() name?: string;
  /** Another template of the project; only while the group has no items (409 otherwise). */
  @ApiPropertyOptional() @IsOptional() @Id() template?: number;
}
