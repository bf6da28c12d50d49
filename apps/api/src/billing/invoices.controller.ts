import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  BILLING_STORE,
  CreateInvoice,
  DeleteInvoice,
  INVOICE_LIST,
  InvoiceNotFound,
  MarkInvoicePaid,
  UpdateInvoice,
  type BillingStore,
} from '@atrium/billing';
import { Access } from '../http/access.decorator.js';
import { checkReadBack } from '../http/read-back.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdListQueryDto, IdQueryDto, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { fromUnix } from '../http/wire.js';
import { CreateInvoiceDto, InvoiceDto, InvoiceStatusDto, toInvoiceDto, UpdateInvoiceDto } from './billing.dto.js';
import { InvoicesQueryDto, ClientInvoicesQueryDto } from './invoices.dto.js';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    @Inject(BILLING_STORE) private readonly store: BillingStore,
    private readonly createInvoice: CreateInvoice,
    private readonly updateInvoice: UpdateInvoice,
    private readonly deleteInvoice: DeleteInvoice,
    private readonly markPaid: MarkInvoicePaid,
  ) {}

  @Get()
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getInvoices', summary: 'Invoices the caller may see; one with `id`' })
  @ApiListOf(InvoiceDto, INVOICE_LIST, { orOne: true })
  @ApiErrors(400, 404)
  async list(
    @Query() q: InvoicesQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvoiceDto | InvoiceDto[]> {
    if (q.id) {
      const invoice = await this.store.invoices.get(Number(q.id), scope);
      if (!invoice) throw new InvoiceNotFound();
      return toInvoiceDto(invoice);
    }
    const query = listQuery(q, INVOICE_LIST);
    return sendPage(reply, 'invoices', query, await this.store.invoices.list(query, scope, { status: q.status }), toInvoiceDto);
  }

  @Get('client')
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getClientInvoices', summary: "A client's invoices" })
  @ApiListOf(InvoiceDto, INVOICE_LIST)
  @ApiErrors(400)
  async byClient(
    @Query() q: ClientInvoicesQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvoiceDto[]> {
    const query = listQuery(q, INVOICE_LIST);
    return sendPage(
      reply,
      'invoices',
      query,
      await this.store.invoices.list(query, scope, { clientId: Number(q.id), status: q.status }),
      toInvoiceDto,
    );
  }

  @Get('subscription')
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getSubscriptionInvoices', summary: "A subscription's invoices" })
  @ApiListOf(InvoiceDto, INVOICE_LIST)
  @ApiErrors(400)
  async bySubscription(
    @Query() q: IdListQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvoiceDto[]> {
    const query = listQuery(q, INVOICE_LIST);
    return sendPage(reply, 'invoices', query, await this.store.invoices.list(query, scope, { subscriptionId: Number(q.id) }), toInvoiceDto);
  }

  @Post()
  @HttpCode(200)
  @Access('admins')
  @ApiOperation({ operationId: 'createInvoice', summary: 'Issues an invoice for a subscription and e-mails the client' })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiErrors(400, 404)
  async create(@Body() body: CreateInvoiceDto, @Scope() scope: TenantScope): Promise<InvoiceDto> {
    const invoice = await this.createInvoice.execute(
      { ...body, subscriptionId: body.subscription, dueDate: fromUnix(body.dueDate) },
      scope,
    );
    return toInvoiceDto((await this.store.invoices.get(invoice.id, scope))!);
  }

  @Patch('status')
  @HttpCode(204)
  @Access('admins')
  @ApiOperation({
    operationId: 'markInvoicePaid',
    summary: 'Marks an invoice paid: subscription active and one payment transaction, in one transaction',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 404, 409)
  async status(@Body() body: InvoiceStatusDto, @Scope() scope: TenantScope): Promise<void> {
    await this.markPaid.execute(body.id, scope);
  }

  @Patch()
  @HttpCode(204)
  @Access('admins')
  @ApiOperation({ operationId: 'updateInvoice', summary: 'Edits an unpaid invoice' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404, 409)
  async update(@Body() body: UpdateInvoiceDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toInvoiceDto(await findOrFail(this.store.invoices.get(body.id, scope), InvoiceNotFound)));
    await this.updateInvoice.execute(body.id, { description: body.description, amount: body.amount, dueDate: fromUnix(body.dueDate) });
  }

  @Delete()
  @HttpCode(204)
  @Access('admins')
  @ApiOperation({ operationId: 'deleteInvoice', summary: 'Deletes an unpaid invoice' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404, 409)
  async remove(@Query() q: IdQueryDto): Promise<void> {
    await this.deleteInvoice.execute(Number(q.id));
  }
}
