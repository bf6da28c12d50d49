import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { InvalidInput, SubscriptionNotFound, type TenantScope } from '@atrium/kernel';
import {
  BILLING_STORE,
  CreateSubscription,
  QUOTE_RATES,
  quoteMonthly,
  SetSubscriptionStatus,
  SUBSCRIPTION_LIST,
  type BillingStore,
  type QuoteRates,
} from '@atrium/billing';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdListQueryDto, listQuery, ListOrOneQueryDto, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { CreateSubscriptionDto, SubscriptionDto, SubscriptionStatusDto, toSubscriptionDto } from './billing.dto.js';
import { QuoteQueryDto } from './subscriptions.dto.js';

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    @Inject(BILLING_STORE) private readonly store: BillingStore,
    @Inject(QUOTE_RATES) private readonly rates: QuoteRates,
    private readonly createSubscription: CreateSubscription,
    private readonly setStatus: SetSubscriptionStatus,
  ) {}

  @Get()
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getSubscriptions', summary: 'Subscriptions the caller may see; one with `id`' })
  @ApiListOf(SubscriptionDto, SUBSCRIPTION_LIST, { orOne: true })
  @ApiErrors(400, 404)
  async list(
    @Query() q: ListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriptionDto | SubscriptionDto[]> {
    if (q.id) {
      const s = await this.store.subscriptions.get(Number(q.id), scope);
      if (!s) throw new SubscriptionNotFound();
      return toSubscriptionDto(s);
    }
    const query = listQuery(q, SUBSCRIPTION_LIST);
    return sendPage(reply, 'subscriptions', query, await this.store.subscriptions.list(query, scope), toSubscriptionDto);
  }

  @Get('client')
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'getClientSubscriptions', summary: "A client's subscriptions" })
  @ApiListOf(SubscriptionDto, SUBSCRIPTION_LIST)
  @ApiErrors(400)
  async byClient(
    @Query() q: IdListQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriptionDto[]> {
    const query = listQuery(q, SUBSCRIPTION_LIST);
    return sendPage(
      reply,
      'subscriptions',
      query,
      await this.store.subscriptions.list(query, scope, { clientId: Number(q.id) }),
      toSubscriptionDto,
    );
  }

  @Get('quote')
  @Access('admins', 'clients')
  @ApiOperation({
    operationId: 'quoteSubscription',
    summary: 'Price per month in Canadian dollars: base + per-project × maxProjects + per-user × maxUsers',
    description: 'The rates are configuration: QUOTE_BASE, QUOTE_PER_PROJECT and QUOTE_PER_USER (defaults CA$49, CA$10 and CA$5).',
  })
  @ApiOkResponse({ schema: { type: 'number', example: 109 } })
  @ApiErrors(400)
  quote(@Query() q: QuoteQueryDto): number {
    const maxProjects = Number(q.maxProjects);
    const maxUsers = Number(q.maxUsers);
    const errors = [
      ...(maxProjects < 1 || maxProjects > 10_000 ? [{ field: 'maxProjects', message: 'must be from 1 to 10000' }] : []),
      ...(maxUsers < 1 || maxUsers > 10_000 ? [{ field: 'maxUsers', message: 'must be from 1 to 10000' }] : []),
    ];
    if (errors.length) throw new InvalidInput('Invalid quote request', errors);
    return quoteMonthly(this.rates, maxProjects, maxUsers).toDollars();
  }

  @Post()
  @HttpCode(200)
  @Access('admins')
  @ApiOperation({
    operationId: 'createSubscription',
    summary: 'Adds a subscription for a client, priced from the quote; it starts inactive until paid',
  })
  @ApiOkResponse({ type: SubscriptionDto })
  @ApiErrors(400, 404)
  async create(@Body() body: CreateSubscriptionDto, @Scope() scope: TenantScope): Promise<SubscriptionDto> {
    const created = await this.createSubscription.execute({ ...body, clientId: body.client });
    return toSubscriptionDto((await this.store.subscriptions.get(created.id, scope))!);
  }

  @Patch('status')
  @HttpCode(204)
  @Access('admins')
  @ApiOperation({ operationId: 'setSubscriptionStatus', summary: 'Activates or deactivates a subscription' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async status(@Body() body: SubscriptionStatusDto, @Scope() scope: TenantScope): Promise<void> {
    await this.setStatus.execute(body.id, body.status, scope);
  }
}
