import { Body, Controller, Get, HttpCode, Inject, Patch, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { findOrFail, InvalidInput, type TenantScope } from '@atrium/kernel';
import {
  FORM_REPOSITORY,
  FormNotFound,
  SetSubmissionStatus,
  SUBMISSION_LIST,
  SUBMISSION_REPOSITORY,
  type FormRepository,
  type SubmissionRepository,
} from '@atrium/modules';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { SubmissionDto, SubmissionsQueryDto, toSubmissionDto, UpdateSubmissionDto } from './submissions.dto.js';

@ApiTags('com')
@Controller('com/submissions')
@Access('users')
@InModule('com')
export class SubmissionsController {
  constructor(
    @Inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @Inject(FORM_REPOSITORY) private readonly forms: FormRepository,
    private readonly setStatus: SetSubmissionStatus,
  ) {}

  @Get()
  @ProjectFrom('form', 'project', 'leadId')
  @ApiOperation({
    operationId: 'getSubmissions',
    summary: 'The submissions of one form (`form`), of a project (`project`) or of a lead (`leadId`), newest first',
  })
  @ApiListOf(SubmissionDto, SUBMISSION_LIST)
  @ApiErrors(400)
  async list(
    @Query() q: SubmissionsQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubmissionDto[]> {
    if (q.form === undefined && q.project === undefined && q.leadId === undefined)
      throw new InvalidInput('Give form, project or leadId', [{ field: 'form', message: 'is required (or project, or leadId)' }]);
    // A form that is not the caller's answers 404, as a read of it would, rather than an empty list.
    if (q.form !== undefined) await findOrFail(this.forms.get(Number(q.form), scope), FormNotFound);
    const filter = {
      formId: q.form === undefined ? undefined : Number(q.form),
      leadId: q.leadId === undefined ? undefined : Number(q.leadId),
    };
    const query = listQuery(q, SUBMISSION_LIST);
    return sendPage(reply, 'com/submissions', query, await this.submissions.listOf(filter, query, scope), toSubmissionDto);
  }

  @Patch()
  @ProjectFrom('id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'updateSubmission', summary: 'Deletes (`inactive`) or restores (`active`) a submission; it stays stored' })
  @ApiNoContentResponse()
  @ApiErrors(400)
  async update(@Body() body: UpdateSubmissionDto, @Scope() scope: TenantScope): Promise<void> {
    await this.setStatus.execute(body.id, body.status, scope);
  }
}
