import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenantScope } from '@atrium/kernel';
import { BILLING_STORE, type BillingStore } from '@atrium/billing';
import { Access } from '../http/access.decorator.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { AdminStatsDto, toInvoiceDto, toTransactionDto } from './billing.dto.js';

const RECENT = 100;

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(@Inject(BILLING_STORE) private readonly store: BillingStore) {}

  @Get('admin')
  @Access('admins')
  @ApiOperation({ operationId: 'getAdminStats', summary: 'The admin dashboard: unpaid invoices and the latest transactions' })
  @ApiOkResponse({ type: AdminStatsDto })
  async admin(@Scope() scope: TenantScope): Promise<AdminStatsDto> {
    const [invoices, transactions] = await Promise.all([
      this.store.invoices.list({ page: 1, perPage: RECENT, order: 'asc', sort: 'dueDate' }, scope, { status: 'unpaid' }),
      this.store.transactions.list({ page: 1, perPage: RECENT, order: 'desc', sort: 'dateTime' }, scope),
    ]);
    return {
      invoices: invoices.rows.map(toInvoiceDto),
      transactions: transactions.rows.map(toTransactionDto),
      unpaidCount: invoices.total,
      transactionCount: transactions.total,
    };
  }
}
