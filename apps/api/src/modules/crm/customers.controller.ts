import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import {
  AddCustomer,
  AddCustomers,
  CUSTOMER_FIELDS,
  CUSTOMER_LIST,
  CUSTOMER_REPOSITORY,
  CustomerNotFound,
  DeleteCustomer,
  UpdateCustomer,
  type CustomerRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { domainInputOf } from '../../http/field-dtos.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { FreshStatistics } from '../../platform/fresh-statistics.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { CreateCustomerDto, CustomerBatchDto, CustomerDto, CustomersQueryDto, toCustomerDto, UpdateCustomerDto } from './customers.dto.js';

@ApiTags('crm')
@Controller('crm/customers')
@Access('users')
@InModule('crm')
export class CustomersController {
  constructor(
    @Inject(CUSTOMER_REPOSITORY) private readonly customers: CustomerRepository,
    private readonly addCustomer: AddCustomer,
    private readonly addCustomers: AddCustomers,
    private readonly updateCustomer: UpdateCustomer,
    private readonly deleteCustomer: DeleteCustomer,
    private readonly statistics: FreshStatistics,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.customers.get(id, scope), CustomerNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id', 'assigned', 'leadId')
  @ApiOperation({
    operationId: 'getCustomers',
    summary:
      'All Customers of a project (`project`); My Customers with `assigned` (a user id); the customers a lead became with ' +
      '`leadId`; one customer with `id`',
  })
  @ApiListOf(CustomerDto, CUSTOMER_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: CustomersQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CustomerDto | CustomerDto[]> {
    if (q.id) return toCustomerDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, CUSTOMER_LIST);
    const page = q.leadId
      ? await this.customers.listOfLead(Number(q.leadId), query, scope)
      : q.assigned
        ? await this.customers.listAssigned(Number(q.assigned), query, scope)
        : await this.customers.list(query, scope);
    return sendPage(reply, 'crm/customers', query, page, toCustomerDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createCustomer', summary: 'Adds a customer to a project (its group and assignee must be the project’s)' })
  @ApiOkResponse({ type: CustomerDto })
  @ApiErrors(400)
  async create(@Body() body: CreateCustomerDto, @Scope() scope: TenantScope): Promise<CustomerDto> {
    const { project: _project, ...fields } = body;
    return toCustomerDto(await this.addCustomer.execute(domainInputOf(CUSTOMER_FIELDS, fields), scope));
  }

  @Post('batch')
  @ProjectFrom('project', 'ids')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'customersBatch',
    summary:
      '`ids`: those customers (the visible ones, in that order). `customers` with `project`: adds them all in one statement, or none (400 naming `customers[i].field`)',
  })
  @ApiOkResponse({ type: [CustomerDto] })
  @ApiErrors(400)
  async batch(@Body() body: CustomerBatchDto, @Scope() scope: TenantScope): Promise<CustomerDto[]> {
    if (body.customers && body.ids)
      throw new InvalidInput('Give ids or customers, not both', [{ field: 'ids', message: 'cannot be given with customers' }]);
    if (body.customers) {
      const added = await this.addCustomers.execute(
        body.customers.map((c) => domainInputOf(CUSTOMER_FIELDS, c)),
        scope,
      );
      this.statistics.wrote(added.length);
      return added.map(toCustomerDto);
    }
    if (!body.ids) throw new InvalidInput('Give ids or customers', [{ field: 'ids', message: 'is required' }]);
    return (await this.customers.getMany(body.ids, scope)).map(toCustomerDto);
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateCustomer', summary: 'Changes a customer (also takes the customer as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateCustomerDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toCustomerDto(await this.one(body.id, scope)));
    const { id, ...changes } = body;
    await this.updateCustomer.execute(id, domainInputOf(CUSTOMER_FIELDS, changes), scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteCustomer', summary: 'Deletes a customer' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteCustomer.execute(Number(q.id), scope);
  }
}
