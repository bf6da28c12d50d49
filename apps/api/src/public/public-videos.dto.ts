import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { ListQueryDto } from '../http/list.js';

export class PublicVideosQueryDto extends ListQueryDto {
  /** The category whose videos to list (one of the key's project's). */
  @ApiProperty({ example: '4' }) @Matches(/^\d+$/, { message: 'must be a whole number' }) category: string;
}
