import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { BILLING_STORE, RecordTransaction, TRANSACTION_LIST, type BillingStore } from '@atrium/billing';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdListQueryDto, listQuery, ListQueryDto, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { CreateTransactionDto, TransactionDto, toTransactionDto } from './billing.dto.js';

@ApiTags('transactions')
@Controller('transactions')
export class TransactionsController {
  constructor(
    @Inject(BILLING_STORE) private readonly store: BillingStore,
    private readonly recordTransaction: RecordTransaction,
  ) {}

  @Get()
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getTransactions', summary: 'Transactions the caller may see' })
  @ApiListOf(TransactionDto, TRANSACTION_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: ListQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransactionDto[]> {
    const query = listQuery(q, TRANSACTION_LIST);
    return sendPage(reply, 'transactions', query, await this.store.transactions.list(query, scope), toTransactionDto);
  }

  @Get('client')
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getClientTransactions', summary: "A client's transactions" })
  @ApiListOf(TransactionDto, TRANSACTION_LIST)
  @ApiErrors(400)
  async byClient(
    @Query() q: IdListQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TransactionDto[]> {
    const query = listQuery(q, TRANSACTION_LIST);
    return sendPage(
      reply,
      'transactions',
      query,
      await this.store.transactions.list(query, scope, { clientId: Number(q.id) }),
      toTransactionDto,
    );
  }

  @Post()
  @HttpCode(200)
  @Access('admins')
  @ApiOperation({ operationId: 'createTransaction', summary: 'Records a payment by hand' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiErrors(400, 404)
  async create(@Body() body: CreateTransactionDto): Promise<TransactionDto> {
    return toTransactionDto(await this.recordTransaction.execute({ ...body, clientId: body.client }));
  }
}
