import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ListOrOneQueryDto } from '../http/list.js';
import { WholeNumber } from '../http/dto-fields.js';

export class UsersQueryDto extends ListOrOneQueryDto {
  /** The users of one subscription. */
  @ApiPropertyOptional() @IsOptional() @WholeNumber() subscription?: string;
  /** The users who may work in one project (its subscription's users). */
  @ApiPropertyOptional() @IsOptional() @WholeNumber() project?: string;
}
