import { ApiProperty } from '@nestjs/swagger';
import { ListQueryDto } from '../http/list.js';
import { WholeNumber } from '../http/dto-fields.js';

export class PublicVideosQueryDto extends ListQueryDto {
  /** The category whose videos to list (one of the key's project's). */
  @ApiProperty({ example: '4' }) @WholeNumber() category: string;
}
