import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { TEXT_LIMITS } from '@atrium/kernel';
import { MAX_CUSTOMER_BATCH, type Customer } from '@atrium/modules';
import { Id, OptionalText, Text, WholeNumber } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';

/** An optional contact field: may be sent empty to clear it. */
const Contact = () => applyDecorators(IsOptional(), IsString(), MaxLength(TEXT_LIMITS.short));

export class CustomerDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Ada' }) firstname: string;
  @ApiProperty({ example: 'Lovelace' }) lastname: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  /** Empty when not given, as are address, city and province. */
  @ApiProperty({ example: '555-0101' }) phone: string;
  @ApiProperty({ example: '1 Main Street' }) address: string;
  @ApiProperty({ example: 'Montreal' }) city: string;
  @ApiProperty({ example: 'QC' }) province: string;
  /** The customer's group (one of the project's). */
  @ApiProperty() customerGroup: number;
  /** The user whose My Customers shows the customer. */
  @ApiProperty({ type: Number, nullable: true }) assignedTo: number | null;
  /** Whether the customer came from a lead (`leadId`). */
  @ApiProperty() converted: boolean;
  @ApiProperty({ type: Number, nullable: true }) leadId: number | null;
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toCustomerDto = (c: Customer): CustomerDto => ({
  id: c.id,
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email,
  phone: c.phone,
  address: c.address,
  city: c.city,
  province: c.province,
  customerGroup: c.customerGroup,
  assignedTo: c.assignedTo,
  converted: c.converted,
  leadId: c.leadId,
  project: c.projectId,
  createdAt: unix(c.createdAt),
});

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

export class CustomerFieldsDto {
  @ApiProperty({ example: 'Ada' }) @Text() firstname: string;
  @ApiProperty({ example: 'Lovelace' }) @Text() lastname: string;
  @ApiProperty({ example: 'ada@example.com' }) @Text() email: string;
  @ApiPropertyOptional() @Contact() phone?: string;
  @ApiPropertyOptional() @Contact() address?: string;
  @ApiPropertyOptional() @Contact() city?: string;
  @ApiPropertyOptional() @Contact() province?: string;
  /** A customer group of the same project. */
  @ApiProperty() @Id() customerGroup: number;
  /** A user of the project's subscription, or null. */
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() assignedTo?: number | null;
}

/**
 * A form sends an emptied input as null (the DTOs' optional text lets it through): for the domain, an
 * emptied text field is blank. `assignedTo` keeps its null (nobody), the only field where null means it.
 */
export function customerInputOf<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null && k !== 'assignedTo' ? '' : v])) as T;
}

export class CreateCustomerDto extends CustomerFieldsDto {
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(CustomerDto)
export class UpdateCustomerDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() firstname?: string;
  @ApiPropertyOptional() @OptionalText() lastname?: string;
  @ApiPropertyOptional() @OptionalText() email?: string;
  @ApiPropertyOptional() @Contact() phone?: string;
  @ApiPropertyOptional() @Contact() address?: string;
  @ApiPropertyOptional() @Contact() city?: string;
  @ApiPropertyOptional() @Contact() province?: string;
  @ApiPropertyOptional() @IsOptional() @Id() customerGroup?: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Id() assignedTo?: number | null;
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
