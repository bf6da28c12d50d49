import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AddClient,
  CLIENT_LIST,
  CLIENT_REPOSITORY,
  DeleteClient,
  ResetClientTwoFactor,
  UpdateClient,
  type ClientRepository,
} from '@atrium/tenancy';
import { ClientNotFound, findOrFail } from '@atrium/kernel';
import { Access } from '../http/access.decorator.js';
import { checkReadBack } from '../http/read-back.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, ListOrOneQueryDto, sendPage } from '../http/list.js';
import { ClientDto, CreateClientDto, IdBodyDto, toClientDto, UpdateClientDto } from './accounts.dto.js';

@ApiTags('clients')
@Controller('clients')
@Access('admins')
export class ClientsController {
  constructor(
    @Inject(CLIENT_REPOSITORY) private readonly clients: ClientRepository,
    private readonly addClient: AddClient,
    private readonly updateClient: UpdateClient,
    private readonly deleteClient: DeleteClient,
    private readonly resetTwoFactor: ResetClientTwoFactor,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getClients',
    summary: 'Clients; one client with `id`',
  })
  @ApiListOf(ClientDto, CLIENT_LIST, { orOne: true })
  @ApiErrors(400, 404)
  async list(@Query() q: ListOrOneQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ClientDto | ClientDto[]> {
    if (q.id) {
      const client = await this.clients.get(Number(q.id));
      if (!client) throw new ClientNotFound();
      return toClientDto(client);
    }
    const query = listQuery(q, CLIENT_LIST);
    return sendPage(reply, 'clients', query, await this.clients.list(query), toClientDto);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'createClient', summary: 'Adds a client (e-mail unique across all people)' })
  @ApiOkResponse({ type: ClientDto })
  @ApiErrors(400, 409)
  async create(@Body() body: CreateClientDto): Promise<ClientDto> {
    return toClientDto(await this.addClient.execute(body));
  }

  @Patch()
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateClient', summary: 'Edits a client' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404, 409)
  async update(@Body() body: UpdateClientDto): Promise<void> {
    await checkReadBack(body, async () => toClientDto(await findOrFail(this.clients.get(body.id), ClientNotFound)));
    const { id, ...changes } = body;
    await this.updateClient.execute(id, changes);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteClient',
    summary: 'Deletes a client with its subscriptions, invoices, transactions, users and projects',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(@Query() q: IdQueryDto): Promise<void> {
    await this.deleteClient.execute(Number(q.id));
  }

  @Patch('two-factor')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'resetClientTwoFactor',
    summary: "Removes a client's second factor (a lost phone): they sign in with their password, and set one up again if required",
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async resetSecondFactor(@Body() body: IdBodyDto): Promise<void> {
    await this.resetTwoFactor.execute(body.id);
  }
}
