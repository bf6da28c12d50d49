import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TenantScope } from '@atrium/kernel';
import { ListSentMail, SendMail, SENT_MAIL_LIST } from '@atrium/modules';
import type { SessionClaims } from '@atrium/tenancy';
import { Access } from '../../http/access.decorator.js';
import { ApiErrors } from '../../http/api-errors.decorator.js';
import { ApiListOf, listQuery, sendPage } from '../../http/list.js';
import { InModule } from '../../http/module.decorator.js';
import { ProjectFrom } from '../../http/project-from.decorator.js';
import { CurrentSession } from '../../http/request-context.js';
import { Scope } from '../../http/tenant-scope.decorator.js';
import { MailQueuedDto, SendMailDto, SentMailDto, SentMailQueryDto, toSentMailDto } from './mail.dto.js';

@ApiTags('com')
@Controller('com/mail')
@Access('users')
@InModule('com')
export class MailController {
  constructor(
    private readonly sendMail: SendMail,
    private readonly listSentMail: ListSentMail,
  ) {}

  @Post()
  @ProjectFrom('project')
  @HttpCode(200)
  @ApiOperation({ operationId: 'sendMail', summary: 'Queues a mail to a lead or customer (sent by a job, retried on failure)' })
  @ApiOkResponse({ type: MailQueuedDto })
  @ApiErrors(400)
  async send(@Body() body: SendMailDto, @CurrentSession() session: SessionClaims, @Scope() scope: TenantScope): Promise<MailQueuedDto> {
    await this.sendMail.execute({ email: body.email, subject: body.subject, message: body.message }, { userId: session.userId }, scope);
    return { queued: true };
  }

  @Get()
  @ProjectFrom('project')
  @ApiOperation({
    operationId: 'getSentMail',
    summary: 'The mail users sent from a project (`project`) to one address (`email`), newest first, with its delivery state',
  })
  @ApiListOf(SentMailDto, SENT_MAIL_LIST)
  @ApiErrors(400)
  async sent(
    @Query() q: SentMailQueryDto,
    @Scope() scope: TenantScope,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SentMailDto[]> {
    const query = listQuery(q, SENT_MAIL_LIST);
    return sendPage(reply, 'com/mail', query, await this.listSentMail.execute(q.email, query, scope), toSentMailDto);
  }
}
