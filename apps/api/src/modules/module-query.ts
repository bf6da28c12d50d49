import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ListOrOneQueryDto } from '../http/list.js';
import { WholeNumber } from '../http/dto-fields.js';

/** A module list: `?project=` names the project (checked by the auth guard), or `?id=` one record. */
export class ProjectListOrOneQueryDto extends ListOrOneQueryDto {
  /** The project whose records to list (one of your subscription's projects). */
  @ApiPropertyOptional({ example: '3' }) @IsOptional() @WholeNumber() project?: string;
}
