import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { CUSTOMER_FIELDS, MAX_CUSTOMER_BATCH, type Customer } from '@atrium/modules';
import { Id, WholeNumber } from '../../http/dto-fields.js';
import { inputDto, readDto, toWire } from '../../http/field-dtos.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

export class CustomerDto extends readDto(CUSTOMER_FIELDS) {}
export const toCustomerDto: (c: Customer) => CustomerDto = toWire(CUSTOMER_FIELDS);

export class CustomersQueryDto extends ProjectListOrOneQueryDto {
  /** My Customers: only the customers assigned to this user (with `project`). */
  @ApiPropertyOptional({ example: '4' }) @IsOptional() @WholeNumber() assigned?: string;
  /** Only the customers this lead became (with `project`). */
  @ApiPropertyOptional({ example: '8' }) @IsOptional() @WholeNumber() leadId?: string;
}

export class CustomersExportQueryDto {
  /** The project whose customers to export. */
  @ApiProperty({ example: '3' }) @WholeNumber() project: string;
  /** Only the customers assigned to this user. */
  @ApiPropertyOptional({ example: '4' }) @IsOptional() @WholeNumber() assigned?: string;
}

export class CustomerFieldsDto extends inputDto(CUSTOMER_FIELDS, 'create') {}

export class CreateCustomerDto extends CustomerFieldsDto {
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(CustomerDto)
export class UpdateCustomerDto extends inputDto(CUSTOMER_FIELDS, 'update') {
  @ApiProperty() @Id() id: number;
}

/** Either `ids` (answers those customers) or `customers` with `project` (adds them all, or none). */
export class CustomerBatchDto {
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CUSTOMER_BATCH)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids?: number[];

  @ApiPropertyOptional({ type: [CustomerFieldsDto] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CUSTOMER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => CustomerFieldsDto)
  customers?: CustomerFieldsDto[];

  /** The project the new customers go to (with `customers`). */
  @ApiPropertyOptional() @IsOptional() @Id() project?: number;
}
