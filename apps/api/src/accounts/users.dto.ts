import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { ListOrOneQueryDto } from '../http/list.js';

export class UsersQueryDto extends ListOrOneQueryDto {
  /** The users of one subscription. */
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d+$/, { message: 'must be a whole number' }) subscription?: string;
  /** The users who may work in one project (its subscription's users). */
  @ApiPropertyOptional() @IsOptional() @Matches(/^\d+$/, { message: 'must be a whole number' }) project?: string;
}
