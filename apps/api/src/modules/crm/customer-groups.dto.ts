import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_GROUP_FIELDS, type CustomerGroup } from '@atrium/modules';
import { Id } from '../../http/dto-fields.js';
import { inputDto, readDto, toWire } from '../../http/field-dtos.js';
import { AcceptsReadBack } from '../../http/read-back.js';

export class CustomerGroupDto extends readDto(CUSTOMER_GROUP_FIELDS) {}
export const toCustomerGroupDto: (g: CustomerGroup) => CustomerGroupDto = toWire(CUSTOMER_GROUP_FIELDS);

export class CreateCustomerGroupDto extends inputDto(CUSTOMER_GROUP_FIELDS, 'create') {
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(CustomerGroupDto)
export class UpdateCustomerGroupDto extends inputDto(CUSTOMER_GROUP_FIELDS, 'update') {
  @ApiProperty() @Id() id: number;
}
