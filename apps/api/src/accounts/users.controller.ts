import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import { AddUser, DeleteUser, TENANCY_STORE, UpdateUser, USER_LIST, UserNotFound, type TenancyStore } from '@atrium/tenancy';
import { Access } from '../http/access.decorator.js';
import { checkReadBack } from '../http/read-back.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import { CreateUserDto, toUserDto, UpdateUserDto, UserDto } from './accounts.dto.js';
import { UsersQueryDto } from './users.dto.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    @Inject(TENANCY_STORE) private readonly store: TenancyStore,
    private readonly addUser: AddUser,
    private readonly updateUser: UpdateUser,
    private readonly deleteUser: DeleteUser,
  ) {}

  @Get()
  @Access('admins', 'clients', 'users')
  @ApiOperation({
    operationId: 'getUsers',
    summary: 'Users of a subscription (`subscription`) or of a project (`project`); one user with `id`',
  })
  @ApiListOf(UserDto, USER_LIST, { orOne: true })
  @ApiErrors(400, 404)
  async list(
    @Query() q: UsersQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto | UserDto[]> {
    const { users } = this.store;
    if (q.id) {
      const user = await users.get(Number(q.id), scope);
      if (!user) throw new UserNotFound();
      return toUserDto(user);
    }
    if (!q.subscription && !q.project)
      throw new InvalidInput('Give id, subscription or project', [{ field: 'subscription', message: 'is required' }]);
    const query = listQuery(q, USER_LIST);
    const filter = {
      subscriptionId: q.subscription ? Number(q.subscription) : undefined,
      projectId: q.project ? Number(q.project) : undefined,
    };
    return sendPage(reply, 'users', query, await users.list(query, scope, filter), toUserDto);
  }

  @Post()
  @HttpCode(200)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'createUser', summary: 'Adds a user to a subscription, within its maxUsers' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 404, 409)
  async create(@Body() body: CreateUserDto, @Scope() scope: TenantScope): Promise<UserDto> {
    const { subscription, ...fields } = body;
    return toUserDto(await this.addUser.execute({ ...fields, subscriptionId: subscription }, scope));
  }

  @Patch()
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'updateUser', summary: 'Edits a user' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404, 409)
  async update(@Body() body: UpdateUserDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toUserDto(await findOrFail(this.store.users.get(body.id, scope), UserNotFound)));
    const { id, ...changes } = body;
    await this.updateUser.execute(id, changes, scope);
  }

  @Delete()
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'deleteUser', summary: 'Deletes a user' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteUser.execute(Number(q.id), scope);
  }
}
