import { Readable } from 'node:stream';
import { Controller, Get, Inject, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { CUSTOMER_REPOSITORY, type CustomerRepository } from '@atrium/modules';
import { AuditEvents } from '../../audit/audit-events.js';
import { Access } from '../../http/access.decorator.js';
import type { RequestWithSession } from '../../http/request-context.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { customersCsv, CUSTOMERS_CSV_NAME } from './customers.csv.js';
import { CustomersExportQueryDto } from './customers.dto.js';

@ApiTags('crm')
@Controller('crm/customers/export')
@Access('users')
@InModule('crm')
export class CustomersExportController {
  constructor(
    @Inject(CUSTOMER_REPOSITORY) private readonly customers: CustomerRepository,
    private readonly audit: AuditEvents,
  ) {}

  @Get()
  @ProjectFrom('project')
  @ApiOperation({
    operationId: 'exportCustomers',
    summary: `Every customer of a project (only those assigned to \`assigned\` when given) as CSV, streamed, saved as ${CUSTOMERS_CSV_NAME}`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV: a header line, then one line per customer, oldest first', schema: { type: 'string' } })
  @ApiErrors(400)
  async export(
    @Query() q: CustomersExportQueryDto,
    @Scope() scope: TenantScope,
    @Req() request: RequestWithSession,
  ): Promise<StreamableFile> {
    const assignedTo = q.assigned === undefined ? undefined : Number(q.assigned);
    const projectId = scope.kind === 'users' ? scope.projectId : undefined;
    await this.audit.record(request, { action: 'export', resource: 'customers', projectId, details: { assigned: assignedTo ?? null } });
    // Pulled a batch at a time as the client reads: the rows are never all in memory.
    const csv = Readable.from(customersCsv(this.customers.batches({ assignedTo }, scope)));
    return new StreamableFile(csv, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${CUSTOMERS_CSV_NAME}"` });
  }
}
