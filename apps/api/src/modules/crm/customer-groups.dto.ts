import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CustomerGroup } from '@atrium/modules';
import { Id, OptionalText, Text } from '../../http/dto-fields.js';
import { AcceptsReadBack } from '../../http/read-back.js';
import { unix } from '../../http/wire.js';

export class CustomerGroupDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Wholesale' }) groupName: string;
  /** The project the group belongs to. */
  @ApiProperty() project: number;
  /** Unix seconds. */
  @ApiProperty() createdAt: number;
}
export const toCustomerGroupDto = (g: CustomerGroup): CustomerGroupDto => ({
  id: g.id,
  groupName: g.groupName,
  project: g.projectId,
  createdAt: unix(g.createdAt),
});

export class CreateCustomerGroupDto {
  @ApiProperty() @Text() groupName: string;
  @ApiProperty() @Id() project: number;
}

@AcceptsReadBack(CustomerGroupDto)
export class UpdateCustomerGroupDto {
  @ApiProperty() @Id() id: number;
  @ApiPropertyOptional() @OptionalText() groupName?: string;
}
