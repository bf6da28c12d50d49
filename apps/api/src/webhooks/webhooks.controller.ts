import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, projectOf, type TenantScope } from '@atrium/kernel';
import {
  AddWebhookEndpoint,
  UpdateWebhookEndpoint,
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_ENDPOINT_LIST,
  WEBHOOK_REPOSITORY,
  WebhookDeliveryNotFound,
  WebhookEndpointNotFound,
  type SessionClaims,
  type WebhookOwner,
  type WebhookRepository,
} from '@atrium/tenancy';
import { Access } from '../http/access.decorator.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, ListOrOneQueryDto, sendPage } from '../http/list.js';
import { CurrentSession } from '../http/request-context.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../modules/module-query.js';
import {
  CreateAccountWebhookDto,
  CreatedWebhookEndpointDto,
  CreateWebhookDto,
  toWebhookDeliveryDto,
  toWebhookEndpointDto,
  UpdateWebhookDto,
  WebhookDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookIdDto,
} from './webhooks.dto.js';

/** What the users' and the clients' routes share: each call within the caller's scope (another tenant's: 404). */
abstract class WebhookRoutes {
  constructor(
    protected readonly endpoints: WebhookRepository,
    protected readonly addEndpoint: AddWebhookEndpoint,
    protected readonly updateEndpoint: UpdateWebhookEndpoint,
  ) {}

  protected async listOrOne(owner: () => WebhookOwner, q: ListOrOneQueryDto, scope: TenantScope, reply: FastifyReply, resource: string) {
    if (q.id) return toWebhookEndpointDto(await findOrFail(this.endpoints.get(Number(q.id), scope), WebhookEndpointNotFound));
    const query = listQuery(q, WEBHOOK_ENDPOINT_LIST);
    return sendPage(reply, resource, query, await this.endpoints.list(owner(), query), toWebhookEndpointDto);
  }

  protected async create(owner: WebhookOwner, body: CreateAccountWebhookDto, session: SessionClaims) {
    const created = await this.addEndpoint.execute(
      owner,
      { url: body.url, description: body.description ?? '', events: body.events },
      session.userId,
    );
    return { ...toWebhookEndpointDto(created), secret: created.secret };
  }

  protected async remove(id: number, scope: TenantScope) {
    if (!(await this.endpoints.delete(id, scope))) throw new WebhookEndpointNotFound();
  }

  protected async deliveries(q: WebhookDeliveriesQueryDto, scope: TenantScope, reply: FastifyReply, resource: string) {
    if (q.id) return toWebhookDeliveryDto(await findOrFail(this.endpoints.delivery(Number(q.id), scope), WebhookDeliveryNotFound));
    if (!q.endpoint) throw new InvalidInput('Give endpoint or id', [{ field: 'endpoint', message: 'is required' }]);
    const endpoint = await findOrFail(this.endpoints.get(Number(q.endpoint), scope), WebhookEndpointNotFound);
    const query = listQuery(q, WEBHOOK_DELIVERY_LIST);
    return sendPage(reply, resource, query, await this.endpoints.deliveries(endpoint.id, query, scope), toWebhookDeliveryDto);
  }

  protected async redeliver(id: number, scope: TenantScope) {
    return toWebhookDeliveryDto(await findOrFail(this.endpoints.redeliver(id, scope), WebhookDeliveryNotFound));
  }

  protected async test(id: number, scope: TenantScope) {
    return toWebhookDeliveryDto(await findOrFail(this.endpoints.sendTest(id, scope), WebhookEndpointNotFound));
  }
}

/** A project's endpoints, for the users of its subscription (issue 23 §1). */
@ApiTags('webhooks')
@Controller('webhooks')
@Access('users')
export class WebhooksController extends WebhookRoutes {
  constructor(@Inject(WEBHOOK_REPOSITORY) endpoints: WebhookRepository, add: AddWebhookEndpoint, update: UpdateWebhookEndpoint) {
    super(endpoints, add, update);
  }

  @Get()
  @ApiOperation({ operationId: 'getWebhooks', summary: "A project's webhook endpoints (`project`); one endpoint with `id`" })
  @ApiListOf(WebhookEndpointDto, WEBHOOK_ENDPOINT_LIST, { orOne: true })
  @ApiErrors(400, 403, 404)
  list(@Query() q: ProjectListOrOneQueryDto, @Scope() scope: TenantScope, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.listOrOne(() => ({ kind: 'project', scope: projectOf(scope) }), q, scope, reply, 'webhooks');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'createWebhook', summary: 'Adds an endpoint to a project; the answer shows its signing secret, once' })
  @ApiOkResponse({ type: CreatedWebhookEndpointDto })
  @ApiErrors(400, 403, 404)
  add(
    @Body() body: CreateWebhookDto,
    @Scope() scope: TenantScope,
    @CurrentSession() session: SessionClaims,
  ): Promise<CreatedWebhookEndpointDto> {
    return this.create({ kind: 'project', scope: projectOf(scope) }, body, session);
  }

  @Patch()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: "Changes an endpoint's address, description or events, or enables or disables it",
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  async update(@Body() body: UpdateWebhookDto, @Scope() scope: TenantScope): Promise<void> {
    const { id, ...change } = body;
    await this.updateEndpoint.execute(id, change, scope);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Deletes an endpoint and its delivery log' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  delete(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    return this.remove(Number(q.id), scope);
  }

  @Get('deliveries')
  @ApiOperation({ operationId: 'getWebhookDeliveries', summary: "An endpoint's delivery log (`endpoint`); one delivery with `id`" })
  @ApiListOf(WebhookDeliveryDto, WEBHOOK_DELIVERY_LIST, { orOne: true })
  @ApiErrors(400, 403, 404)
  log(@Query() q: WebhookDeliveriesQueryDto, @Scope() scope: TenantScope, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.deliveries(q, scope, reply, 'webhooks/deliveries');
  }

  @Post('deliveries/redeliver')
  @HttpCode(200)
  @ApiOperation({ operationId: 'redeliverWebhook', summary: 'Sends a delivered or failed message again, with the same webhook-id' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiErrors(400, 403, 404)
  again(@Body() body: WebhookIdDto, @Scope() scope: TenantScope): Promise<WebhookDeliveryDto> {
    return this.redeliver(body.id, scope);
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({ operationId: 'testWebhook', summary: 'Sends a `webhook.test` event to an endpoint' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiErrors(400, 403, 404)
  sendTest(@Body() body: WebhookIdDto, @Scope() scope: TenantScope): Promise<WebhookDeliveryDto> {
    return this.test(body.id, scope);
  }
}

/** A client's own endpoints, for billing events of its account. */
@ApiTags('webhooks')
@Controller('account/webhooks')
@Access('clients')
export class AccountWebhooksController extends WebhookRoutes {
  constructor(@Inject(WEBHOOK_REPOSITORY) endpoints: WebhookRepository, add: AddWebhookEndpoint, update: UpdateWebhookEndpoint) {
    super(endpoints, add, update);
  }

  @Get()
  @ApiOperation({ operationId: 'getAccountWebhooks', summary: "The caller's account webhook endpoints; one endpoint with `id`" })
  @ApiListOf(WebhookEndpointDto, WEBHOOK_ENDPOINT_LIST, { orOne: true })
  @ApiErrors(400, 403, 404)
  list(
    @Query() q: ListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @CurrentSession() session: SessionClaims,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.listOrOne(() => ({ kind: 'account', clientId: session.userId }), q, scope, reply, 'account/webhooks');
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createAccountWebhook',
    summary: 'Adds an endpoint for billing events; the answer shows its signing secret, once',
  })
  @ApiOkResponse({ type: CreatedWebhookEndpointDto })
  @ApiErrors(400, 403)
  add(@Body() body: CreateAccountWebhookDto, @CurrentSession() session: SessionClaims): Promise<CreatedWebhookEndpointDto> {
    return this.create({ kind: 'account', clientId: session.userId }, body, session);
  }

  @Patch()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'updateAccountWebhook',
    summary: "Changes an account endpoint's address, description or events, or enables or disables it",
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  async update(@Body() body: UpdateWebhookDto, @Scope() scope: TenantScope): Promise<void> {
    const { id, ...change } = body;
    await this.updateEndpoint.execute(id, change, scope);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAccountWebhook', summary: 'Deletes an account endpoint and its delivery log' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  delete(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    return this.remove(Number(q.id), scope);
  }

  @Get('deliveries')
  @ApiOperation({
    operationId: 'getAccountWebhookDeliveries',
    summary: "An account endpoint's delivery log (`endpoint`); one delivery with `id`",
  })
  @ApiListOf(WebhookDeliveryDto, WEBHOOK_DELIVERY_LIST, { orOne: true })
  @ApiErrors(400, 403, 404)
  log(@Query() q: WebhookDeliveriesQueryDto, @Scope() scope: TenantScope, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.deliveries(q, scope, reply, 'account/webhooks/deliveries');
  }

  @Post('deliveries/redeliver')
  @HttpCode(200)
  @ApiOperation({ operationId: 'redeliverAccountWebhook', summary: 'Sends a message again, with the same webhook-id' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiErrors(400, 403, 404)
  again(@Body() body: WebhookIdDto, @Scope() scope: TenantScope): Promise<WebhookDeliveryDto> {
    return this.redeliver(body.id, scope);
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({ operationId: 'testAccountWebhook', summary: 'Sends a `webhook.test` event to an account endpoint' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiErrors(400, 403, 404)
  sendTest(@Body() body: WebhookIdDto, @Scope() scope: TenantScope): Promise<WebhookDeliveryDto> {
    return this.test(body.id, scope);
  }
}
