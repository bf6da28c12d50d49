import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, Matches } from 'class-validator';
import { ITEM_STATUSES, type HottestItem, type Item, type ItemStatus, type ItemValue } from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

const STATUS_CODES = Object.keys(ITEM_STATUSES).map(Number);
const STATUS_DOC = { enum: STATUS_CODES, description: '0 Available, 1 Hold, 2 Sold' } as const;
const DATA_DOC: ApiPropertyOptions = {
  description: "The template's fields → values, every one required and no other; cost a number of dollars ≥ 0 (or numeric text).",
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  example: { item: 'Oak table', cost: 450, colour: 'natural' },
};

export class ItemDto {
  @ApiProperty() id: number;
  /** data.item. */
  @ApiProperty({ example: 'Oak table' }) item: string;
  /** data.cost: Canadian dollars. */
  @ApiProperty({ example: 450 }) cost: number;
  @ApiProperty(STATUS_DOC) status: ItemStatus;
  @ApiProperty() inventoryGroup: number;
  @ApiProperty(DATA_DOC) data: Record<string, ItemValue>;
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toItemDto = (i: Item): ItemDto => ({
  id: i.id,
  item: i.item,
  cost: i.cost,
  status: i.status,
  inventoryGroup: i.inventoryGroupId,
  data: i.data,
  project: i.projectId,
  createdAt: unix(i.createdAt),
});

export class CreateItemDto {
  @ApiProperty() @Id() inventoryGroup: number;
  // Checked against the group's template by the domain, field by field.
  @ApiProperty(DATA_DOC) @Allow() data: Record<string, ItemValue>;
  /** Optional: when given, the group must be of this project (the console names its current project). */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
  /** A new item starts Available: only 0 is accepted. */
  @ApiPropertyOptional(STATUS_DOC) @IsOptional() @IsIn(STATUS_CODES) status?: ItemStatus;
}

@AcceptsReadBack(ItemDto)
export class UpdateItemDto {
  @ApiProperty() @Id() id: number;
  /** Another group of the item's project (its template's fields then apply). */
  @ApiPropertyOptional() @IsOptional() @Id() inventoryGroup?: number;
  @ApiPropertyOptional(DATA_DOC) @IsOptional() @Allow() data?: Record<string, ItemValue>;
}

export class ItemStatusDto {
  @ApiProperty() @Id() id: number;
  @ApiProperty(STATUS_DOC) @IsIn(STATUS_CODES) status: ItemStatus;
}

export class ItemsQueryDto extends ListQueryDto {
  /** Optional: the project the group must belong to. */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
  /** The group whose items to list. */
  @ApiPropertyOptional({ example: '4' }) @IsOptional() @WholeNumber() group?: string;
  /** When given, the answer is that one item. */
  @ApiPropertyOptional({ example: '9' }) @IsOptional() @WholeNumber() id?: string;
}

export class HottestQueryDto {
  @ApiProperty({ example: '3' }) @WholeNumber() project: string;
  /** Unix seconds, included (default: 600 seconds before dateTo). */
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d+$/, { message: 'must be unix seconds' }) dateFrom?: string;
  /** Unix seconds, included (default: now). */
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d+$/, { message: 'must be unix seconds' }) dateTo?: string;
}

export class HottestItemDto {
  /** The item's id. */
  @ApiProperty() id: number;
  /** The item's name. */
  @ApiProperty({ example: 'Oak table' }) name: string;
  /** Engagements in the window. */
  @ApiProperty({ example: 12 }) count: number;
  /** The item's cost, Canadian dollars. */
  @ApiProperty({ example: 450 }) price: number;
}
export const toHottestItemDto = (h: HottestItem): HottestItemDto => ({ id: h.id, name: h.name, count: h.count, price: h.price });
