import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IdListQueryDto, ListOrOneQueryDto } from '../http/list.js';

export class InvoicesQueryDto extends ListOrOneQueryDto {
  /** Only unpaid or only paid invoices. */
  @ApiPropertyOptional({ enum: ['unpaid', 'paid'] }) @IsOptional() @IsIn(['unpaid', 'paid']) status?: 'unpaid' | 'paid';
}

export class ClientInvoicesQueryDto extends IdListQueryDto {
  @ApiPropertyOptional({ enum: ['unpaid', 'paid'] }) @IsOptional() @IsIn(['unpaid', 'paid']) status?: 'unpaid' | 'paid';
}
