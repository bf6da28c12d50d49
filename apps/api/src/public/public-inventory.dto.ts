import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, MaxLength, Min } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';
import { ListQueryDto } from '../http/list.js';
import { WholeNumber } from '../http/dto-fields.js';

export class PublicItemsQueryDto extends ListQueryDto {
  /** The group whose items to list (one of the key's project). */
  @ApiProperty({ example: '4' }) @WholeNumber() group: string;
}

export class PublicEngagementDto {
  /** The item's id. */
  @ApiProperty({ example: 9 }) @IsInt() @Min(1) item: number;
  /** The e-mail of a customer or lead of the project. */
  @ApiProperty({ example: 'ada@example.com' }) @IsEmail() @MaxLength(TEXT_LIMITS.short) email: string;
}

export class PublicEngagementReceiptDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['customer', 'lead'] }) tagType: string;
  @ApiProperty() typeId: number;
  @ApiPropertyOptional() item: number;
}
