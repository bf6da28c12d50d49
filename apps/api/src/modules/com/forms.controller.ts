import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, type TenantScope } from '@atrium/kernel';
import { AddForm, DeleteForm, FORM_LIST, FORM_REPOSITORY, FormNotFound, UpdateForm, type FormRepository } from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, IdQueryDto, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { checkReadBack } from '../../http/read-back.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { ProjectListOrOneQueryDto } from '../module-query.js';
import { CreateFormDto, FormDto, toFormDto, UpdateFormDto } from './forms.dto.js';

@ApiTags('com')
@Controller('com/forms')
@Access('users')
@InModule('com')
export class FormsController {
  constructor(
    @Inject(FORM_REPOSITORY) private readonly forms: FormRepository,
    private readonly addForm: AddForm,
    private readonly updateForm: UpdateForm,
    private readonly deleteForm: DeleteForm,
  ) {}

  private one(id: number, scope: TenantScope) {
    return findOrFail(this.forms.get(id, scope), FormNotFound);
  }

  @Get()
  @ProjectFrom('project', 'id')
  @ApiOperation({ operationId: 'getForms', summary: 'The forms of a project (`project`); one form with `id`' })
  @ApiListOf(FormDto, FORM_LIST, { orOne: true })
  @ApiErrors(400)
  async list(
    @Query() q: ProjectListOrOneQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FormDto | FormDto[]> {
    if (q.id) return toFormDto(await this.one(Number(q.id), scope));
    const query = listQuery(q, FORM_LIST);
    return sendPage(reply, 'com/forms', query, await this.forms.list(query, scope), toFormDto);
  }

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'createForm', summary: 'Adds a form to a project' })
  @ApiOkResponse({ type: FormDto })
  @ApiErrors(400)
  async create(@Body() body: CreateFormDto, @Scope() scope: TenantScope): Promise<FormDto> {
    const { label, notifySms, notifyEmail } = body;
    return toFormDto(await this.addForm.execute({ label, notifySms, notifyEmail }, scope));
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateForm', summary: 'Changes a form (also takes the form as read back)' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateFormDto, @Scope() scope: TenantScope): Promise<void> {
    await checkReadBack(body, async () => toFormDto(await this.one(body.id, scope)));
    const { label, notifySms, notifyEmail } = body;
    await this.updateForm.execute(body.id, { label, notifySms, notifyEmail }, scope);
  }

  @Delete()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteForm', summary: 'Deletes a form and its submissions' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async remove(@Query() q: IdQueryDto, @Scope() scope: TenantScope): Promise<void> {
    await this.deleteForm.execute(Number(q.id), scope);
  }
}
