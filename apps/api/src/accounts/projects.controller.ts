import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import {
  AddProject,
  DeleteProject,
  PROJECT_LIST,
  ProjectNotFound,
  ResetProjectToken,
  TENANCY_STORE,
  UpdateProject,
  type TenancyStore,
} from '@atrium/tenancy';
import { AuditEvents } from '../audit/audit-events.js';
import { Access } from '../http/access.decorator.js';
import type { RequestWithSession } from '../http/request-context.js';
import { checkReadBack } from '../http/read-back.js';
import { ApiErrors } from '../http/api-errors.decorator.js';
import { ApiListOf, IdListQueryDto, IdQueryDto, listQuery, sendPage } from '../http/list.js';
import { Scope } from '../http/tenant-scope.decorator.js';
import {
  CreateProjectDto,
  IdBodyDto,
  ProjectDto,
  ProjectWithTokenDto,
  toProjectDto,
  toProjectWithTokenDto,
  UpdateProjectDto,
} from './accounts.dto.js';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    @Inject(TENANCY_STORE) private readonly store: TenancyStore,
    private readonly addProject: AddProject,
    private readonly updateProject: UpdateProject,
    private readonly deleteProject: DeleteProject,
    private readonly resetToken: ResetProjectToken,
    private readonly audit: AuditEvents,
  ) {}

  @Get('subscription')
  @Access('admins', 'clients', 'users')
  @ApiOperation({ operationId: 'getSubscriptionProjects', summary: 'The projects of a subscription' })
  @ApiListOf(ProjectDto, PROJECT_LIST)
  @ApiErrors(400)
  async bySubscription(
    @Query() q: IdListQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProjectDto[]> {
    const query = listQuery(q, PROJECT_LIST);
    return sendPage(reply, 'projects', query, await this.store.projects.list(query, scope, { subscriptionId: Number(q.id) }), toProjectDto);
  }

  @Get()
  @Access('admins', 'clients', 'users')
  @ApiOperation({ operationId: 'getProject', summary: 'One project' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiErrors(400, 404)
  async one(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<ProjectDto> {
    const project = await this.store.projects.get(Number(q.id), scope);
    if (!project) throw new ProjectNotFound();
    return toProjectDto(project);
  }

  @Post()
  @HttpCode(200)
  @Access('admins', 'clients')
  @ApiOperation({
    operationId: 'createProject',
    summary: 'Adds a project to a subscription, within its maxProjects; answers its API token once',
  })
  @ApiOkResponse({ type: ProjectWithTokenDto })
  @ApiErrors(400, 404, 409)
  async create(@Body() body: CreateProjectDto, @Scope() scope: TenantScope): Promise<ProjectWithTokenDto> {
    const { subscription, ...fields } = body;
    return toProjectWithTokenDto(await this.addProject.execute({ ...fields, subscriptionId: subscription }, scope));
  }

  @Patch('token')
  @HttpCode(200)
  @Access('admins', 'clients', 'users')
  @ApiOperation({
    operationId: 'resetProjectToken',
    summary: 'Issues a new API token; the old one fails at once. Answers the new token once.',
  })
  @ApiOkResponse({ type: ProjectWithTokenDto })
  @ApiErrors(400, 404)
  async reset(@Body() body: IdBodyDto, @Scope() scope: TenantScope, @Req() request: RequestWithSession): Promise<ProjectWithTokenDto> {
    const project = await this.resetToken.execute(body.id, scope);
    // The token's hash and hint are never recorded; that it was reset, by whom, is.
    await this.audit.record(request, { action: 'token_reset', resource: 'projects', recordId: body.id, projectId: body.id });
    return toProjectWithTokenDto(project);
  }

  @Patch()
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'updateProject', summary: 'Edits a project' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async update(@Body() body: UpdateProjectDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toProjectDto(await findOrFail(this.store.projects.get(body.id, scope), ProjectNotFound)));
    const { id, ...changes } = body;
    await this.updateProject.execute(id, changes, scope);
  }

  @Delete()
  @HttpCode(204)
  @Access('admins', 'clients')
  @ApiOperation({ operationId: 'deleteProject', summary: 'Deletes a project' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteProject.execute(Number(q.id), scope);
  }
}
