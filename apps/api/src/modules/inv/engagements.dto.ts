import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ENGAGEMENT_TAG_TYPES, type Engagement, type EngagementTagType } from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { ListQueryDto } from '../../http/list.js';
import { unix } from '../../http/wire.js';

export class OwnerDetailsDto {
  @ApiProperty({ example: 'Ada' }) firstname: string;
  @ApiProperty({ example: 'Lovelace' }) lastname: string;
  /** Shown where the names are empty (a lead from a form that asks only for an e-mail). */
  @ApiProperty({ example: 'ada@example.com' }) email: string;
}

export class EngagementDto {
  @ApiProperty() id: number;
  /** The item's id. */
  @ApiProperty() inventory: number;
  @ApiProperty({ enum: ENGAGEMENT_TAG_TYPES }) tagType: EngagementTagType;
  /** The customer's or lead's id. */
  @ApiProperty() typeId: number;
  /** The item's name. */
  @ApiProperty({ example: 'Oak table' }) inventoryName: string;
  /** The customer's or lead's names; null once that record is deleted. */
  @ApiProperty({ type: OwnerDetailsDto, nullable: true }) ownerDetails: OwnerDetailsDto | null;
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toEngagementDto = (e: Engagement): EngagementDto => ({
  id: e.id,
  inventory: e.inventoryId,
  tagType: e.tagType,
  typeId: e.typeId,
  inventoryName: e.inventoryName,
  ownerDetails: e.ownerDetails,
  project: e.projectId,
  createdAt: unix(e.createdAt),
});

export class EngagementsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
  @ApiPropertyOptional({ enum: ENGAGEMENT_TAG_TYPES }) @IsOptional() @IsIn(ENGAGEMENT_TAG_TYPES) tagType?: EngagementTagType;
  /** The customer's or lead's id (with tagType). */
  @ApiPropertyOptional({ example: '8' }) @IsOptional() @WholeNumber() typeId?: string;
  /** The item whose engagements to list. */
  @ApiPropertyOptional({ example: '9' }) @IsOptional() @WholeNumber() item?: string;
}

export class CreateEngagementDto {
  /** The item's id. */
  @ApiProperty() @Id() inventory: number;
  @ApiProperty({ enum: ENGAGEMENT_TAG_TYPES }) @IsIn(ENGAGEMENT_TAG_TYPES) tagType: EngagementTagType;
  /** A customer's or lead's id, of the item's project. */
  @ApiProperty() @Id() typeId: number;
  /** Optional: when given, the item must be of this project. */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
}
